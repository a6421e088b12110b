import { Carousel } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import type { Photo } from '../lib/photos';
import styles from './StayPhotos.module.css';

/** PROD-003: on phones, a carousel of every photo (16:9 slides); loaded on phones only. */
export default function PhotoCarousel({
  photos,
  label,
}: {
  photos: readonly Photo[];
  label: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const count = photos.length;
  return (
    <Carousel
      label={t('stay.photos.carousel', { label })}
      previousLabel={t('stay.photos.previous')}
      nextLabel={t('stay.photos.next')}
      itemWidth="100%"
      focusableTrack
    >
      {photos.map((photo, index) => (
        <img
          key={`${photo.src}-${index}`}
          className={styles.slide}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="100vw"
          alt={t('stay.photos.alt', { label, n: index + 1, count })}
          width={640}
          height={360}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
        />
      ))}
    </Carousel>
  );
}
