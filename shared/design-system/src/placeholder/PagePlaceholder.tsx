import styles from './PagePlaceholder.module.css';

export interface PagePlaceholderProps {
  title: string;
  note: string;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A page whose content belongs to a later issue: it names itself and shows the route parameters it
 * received, so routing is visibly correct (README status table lists these pages).
 */
export function PagePlaceholder({ title, note, params }: PagePlaceholderProps) {
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return (
    <section className={styles.placeholder}>
      <h1>{title}</h1>
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
