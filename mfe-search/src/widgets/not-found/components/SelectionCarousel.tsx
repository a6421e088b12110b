import { Carousel } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, usePlatform } from '@shop/platform';
import { useEffect } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { useSelections } from '../api/not-found-hooks';
import styles from './NotFound.module.css';

/**
 * SRCH-070: "Our selection of the moment", a carousel of the current editorial selections
 * (error-page marketicles: id, url, title, cover). A failed or empty answer shows no block.
 */
export default function SelectionCarousel() {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const selections = useSelections(locale);

  useEffect(() => {
    if (selections.status === 'failed')
      console.warn('Editorial selections unavailable', selections.error);
  }, [selections]);

  if (selections.status === 'loading')
    return <div className={styles.selectionsPlaceholder} aria-hidden="true" />;
  if (selections.status !== 'done' || selections.data.length === 0) return null;

  const title = t('notFound.selections.title');
  return (
    <div className={styles.block} data-testid="selections">
      <h3 className={styles.subheading}>{title}</h3>
      <Carousel
        label={title}
        previousLabel={t('notFound.selections.previous')}
        nextLabel={t('notFound.selections.next')}
        itemWidth="var(--not-found-card-width)"
        offset={16}
        className={styles.carousel}
      >
        {selections.data.map((selection) => (
          <Link key={selection.id} to={selection.url} className={styles.selection}>
            <span className={styles.cover}>
              {selection.cover ? (
                <img
                  src={selection.cover}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </span>
            <span className={styles.selectionTitle}>{selection.title}</span>
          </Link>
        ))}
      </Carousel>
    </div>
  );
}
