import { Carousel, HeartToggle } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import type { CardWishlist } from './card-parts';
import styles from './StayCard.module.css';

// The gallery opens on demand: its modal is not part of the first render (search budget).
const GalleryModal = lazy(() => import('./GalleryModal'));

export interface CardMediaProps {
  /** The card's images, main image first. */
  images: readonly string[];
  /** The card's label: it names the carousel, the images, the gallery and the heart. */
  label: string;
  /** Load the first image eagerly and first (first row); the other images are always lazy. */
  eager?: boolean | undefined;
  wishlist?: CardWishlist | undefined;
}

/**
 * SRCH-053, CRIT-097, CRIT-098, CRIT-101: the card's image box (a fixed 16:9 box, no layout
 * shift): an image carousel (design-system Carousel, 300 ms slides) of the card's images, a button
 * opening the gallery (design-system Gallery in a Modal, loaded on first open, up to 4 images),
 * and the wishlist heart, only with a handler (CRIT-101: the caller supplies it in the browser,
 * after mount — see useCardWishlist); it sits over the image, so it shifts nothing.
 */
export function CardMedia({ images, label, eager, wishlist }: CardMediaProps) {
  const { t } = useTranslation(NAMESPACE);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [galleryLoaded, setGalleryLoaded] = useState(false);
  const count = images.length;

  const image = (src: string, index: number) => (
    <img
      className={styles.image}
      src={src}
      alt={t('cards.photoAlt', { label, n: index + 1, count })}
      width={640}
      height={360}
      loading={eager && index === 0 ? 'eager' : 'lazy'}
      // The first row's first pictures are the page's largest paint: fetched before the rest.
      fetchPriority={eager && index === 0 ? 'high' : undefined}
      decoding="async"
    />
  );

  return (
    <div className={styles.media}>
      {count > 1 ? (
        <Carousel
          className={styles.carousel}
          label={t('cards.photos', { label })}
          previousLabel={t('cards.previousPhoto')}
          nextLabel={t('cards.nextPhoto')}
          itemWidth="100%"
          focusableTrack
          landmark={false}
        >
          {images.map((src, index) => (
            <div key={src} className={styles.slide}>
              {image(src, index)}
            </div>
          ))}
        </Carousel>
      ) : images[0] ? (
        image(images[0], 0)
      ) : null}
      {count > 0 ? (
        <button
          type="button"
          className={styles.galleryButton}
          aria-label={t('cards.openGallery', { count })}
          aria-haspopup="dialog"
          onClick={() => {
            setGalleryLoaded(true);
            setGalleryOpen(true);
          }}
        >
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
            <path
              d="M4 7h3l2-3h6l2 3h3v13H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span aria-hidden="true">{count}</span>
        </button>
      ) : null}
      {wishlist ? (
        <HeartToggle
          className={styles.heart}
          pressed={wishlist.saved}
          onToggle={wishlist.onToggle}
          label={t('cards.wishlist', { label })}
        />
      ) : null}
      {galleryLoaded ? (
        <Suspense fallback={null}>
          <GalleryModal
            open={galleryOpen}
            onClose={() => setGalleryOpen(false)}
            images={images}
            label={label}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
