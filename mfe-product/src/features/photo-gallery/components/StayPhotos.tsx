import { servedLazy } from '@shop/platform';
import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { mosaicPhotos, type Photo } from '../lib/photos';
import styles from './StayPhotos.module.css';

// The full gallery is not part of the first render (160 KB budget): loaded on first open.
const PhotoGalleryModal = lazy(() => import('./PhotoGalleryModal'));
// Phones only: the desktop mosaic does not need the carousel's code.
const PhotoCarousel = servedLazy('product/PhotoCarousel', () => import('./PhotoCarousel'));

export interface StayPhotosProps {
  photos: readonly Photo[];
  /** The product's label: names the mosaic, the carousel, the photos and the gallery. */
  label: string;
  /** Phones show a carousel instead of the mosaic. */
  mobile: boolean;
}

/**
 * PROD-003: a mosaic of the first 5 photos (desktop) or a carousel of all of them (mobile), in a
 * box of fixed proportions (no layout shift while they load), and "See {{count}} pictures", which
 * opens the full gallery (loaded on first open; focus returns to the opener when it closes).
 */
export function StayPhotos({ photos, label, mobile }: StayPhotosProps) {
  const { t } = useTranslation(NAMESPACE);
  const [opened, setOpened] = useState<{ open: boolean; index: number } | null>(null);
  const count = photos.length;
  if (count === 0) return null;
  const open = (index: number) => setOpened({ open: true, index });

  return (
    <div className={styles.photos}>
      {mobile ? (
        <Suspense fallback={<div className={styles.slide} />}>
          <PhotoCarousel photos={photos} label={label} />
        </Suspense>
      ) : (
        <ul className={styles.mosaic} aria-label={t('stay.photos.mosaic', { label })}>
          {mosaicPhotos(photos).map((photo, index) => (
            <li key={`${photo.src}-${index}`} className={styles.tile}>
              <button
                type="button"
                className={styles.tileButton}
                aria-label={t('stay.photos.open', { n: index + 1, count })}
                onClick={() => open(index)}
              >
                <img
                  className={styles.image}
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={
                    index === 0
                      ? '(min-width: 1200px) 600px, 50vw'
                      : '(min-width: 1200px) 300px, 25vw'
                  }
                  alt=""
                  width={640}
                  height={360}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className={styles.seeAll} onClick={() => open(0)}>
        {t('stay.photos.seeAll', { count })}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <PhotoGalleryModal
            open={opened.open}
            startIndex={opened.index}
            onClose={() => setOpened((state) => (state ? { ...state, open: false } : state))}
            photos={photos}
            label={label}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
