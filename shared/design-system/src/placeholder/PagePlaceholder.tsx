import styles from './PagePlaceholder.module.css';

export interface PagePlaceholderProps {
  title: string;
  note: string;
  params: Readonly<Record<string, string | undefined>>;
  /** 2 when the page already has its own h1 (one h1 per page). */
  level?: 1 | 2;
}

/**
 * A page whose content belongs to a later issue: it names itself and shows the route parameters it
 * received, so routing is visibly correct (README status table lists these pages).
 */
export function PagePlaceholder({ title, note, params, level = 1 }: PagePlaceholderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return (
    <section className={styles.placeholder}>
      <Heading>{title}</Heading>
      <p>{note}</p>
      {entries.length > 0 && (
        <dl className={styles.params}>
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd data-param={key}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
