import type { WeekendDetail } from '@shop/api-contract';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './Program.module.css';

/**
 * PROD-004, PROD-015: "Your stay includes": the program lines in order (room, breakfast, dinner,
 * activities…), then the package's selling points.
 */
export function StayIncludes({
  detail,
  headingId,
}: {
  detail: Pick<WeekendDetail, 'programLine' | 'headwords'>;
  headingId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {t('stay.includes.title')}
      </h2>
      <ul className={styles.lines}>
        {detail.programLine.map((line, index) => (
          <li key={`${line.type}-${index}`} className={styles.line} data-type={line.type}>
            {line.title}
          </li>
        ))}
      </ul>
      {detail.headwords.length > 0 ? (
        <ul className={styles.headwords} aria-label={t('stay.includes.highlights')}>
          {detail.headwords.map((headword) => (
            <li key={headword}>{headword}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
