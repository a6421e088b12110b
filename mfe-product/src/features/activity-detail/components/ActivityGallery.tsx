import type { ActivityImagesResponse } from '@shop/api-contract';
import { Carousel } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './ActivityGallery.module.css';

export interface ActivityGalleryProps {
  label: string;
  /** The detail's own list (960×540), used while or when the images call does not answer. */
  fallbackImages: readonly string[];
  /** API-018: the images with their alternative text, when loaded. */
  images?: ActivityImagesResponse | undefined;
  /** The wishlist heart, over the image (it shifts nothing). */
  children?: ReactNode;
}

/**
 * PROD-066: the image carousel, in a box of fixed 16:9 ratio reserved before any image arrives
 * (no layout shift); the first image loads eagerly, the others lazily.
 */
export function ActivityGallery({ label, fallbackImages, images, children }: ActivityGalleryProps) {
  const { t } = useTranslation(NAMESPACE);
  const slides =
    images && images.length > 0
      ? images.map((image) => ({ src: image.sizes['960_540'], alt: image.alt }))
      : fallbackImages.map((src, index) => ({
          src,
          alt: t('activity.gallery.photoAlt', { label, n: index + 1 }),
        }));
  const image = (slide: { src: string; alt: string }, index: number) => (
    <img
      className={styles.image}
      src={slide.src}
      alt={slide.alt}
      width={960}
      height={540}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
      decoding="async"
    />
  );
  return (
    <div className={styles.media} data-testid="activity-gallery">
      {slides.length > 1 ? (
        <Carousel
          className={styles.carousel}
          label={t('activity.gallery.label', { label })}
          previousLabel={t('activity.gallery.previous')}
          nextLabel={t('activity.gallery.next')}
          itemWidth="100%"
          focusableTrack
          landmark={false}
        >
          {slides.map((slide, index) => (
            <div key={slide.src} className={styles.slide}>
              {image(slide, index)}
            </div>
          ))}
        </Carousel>
      ) : slides[0] ? (
        image(slides[0], 0)
      ) : null}
      {children}
    </div>
  );
}
