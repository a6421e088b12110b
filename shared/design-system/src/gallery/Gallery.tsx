import { cx } from '../utils/cx';
import styles from './Gallery.module.css';

export interface GalleryImage {
  src: string;
  /** Alternative text; empty for decorative images. */
  alt: string;
  srcSet?: string;
}

/** A card or result gallery shows at most 4 images (CRIT-098). */
export const GALLERY_MAX_IMAGES = 4;

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Accessible name of the image list. */
  label?: string;
  /** Fewer images than 4 if wanted; never more. */
  max?: number;
  /** Makes every image a button opening a viewer at that index. */
  onOpen?: (index: number) => void;
  /** Accessible name of an image button (e.g. "Open photo 2 of 12"); the alt text by default. */
  openLabel?: (index: number) => string;
  /** Text over the last tile when more images exist (e.g. "+8 photos"). */
  moreText?: string;
  sizes?: string;
  className?: string;
}

/** Mosaic of up to 4 images: one large, the others beside it. */
export function Gallery({
  images,
  label,
  max = GALLERY_MAX_IMAGES,
  onOpen,
  openLabel,
  moreText,
  sizes,
  className,
}: GalleryProps) {
  const shown = images.slice(0, Math.max(0, Math.min(max, GALLERY_MAX_IMAGES)));
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className={cx(styles.gallery, styles[`count${shown.length}`], className)}
    >
      {shown.map((image, index) => {
        const last = index === shown.length - 1;
        const img = (
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={sizes}
            alt={onOpen ? '' : image.alt}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        );
        return (
          <li key={`${image.src}-${index}`} className={styles.tile}>
            {onOpen ? (
              <button
                type="button"
                className={styles.button}
                aria-label={openLabel ? openLabel(index) : image.alt}
                onClick={() => onOpen(index)}
              >
                {img}
              </button>
            ) : (
              img
            )}
            {last && moreText ? (
              <span className={styles.more} aria-hidden={onOpen ? true : undefined}>
                {moreText}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
