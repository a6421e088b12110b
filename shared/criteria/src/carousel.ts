/** CRIT-097: carousel slide animation in ms. */
export const CAROUSEL_SLIDE_MS = 300;
/** CRIT-097: items the product carousel moves per arrow click. */
export const PRODUCT_CAROUSEL_STEP = 4;
/** CRIT-097: the product carousel offset in px. */
export const PRODUCT_CAROUSEL_OFFSET_PX = 16;

/**
 * CRIT-097: the first visible index after an arrow click: `step` items forward or back, kept
 * between 0 and the last index that still fills the view (`visible` items).
 */
export function carouselIndexAfter(
  index: number,
  direction: 'prev' | 'next',
  itemCount: number,
  visible: number,
  step = PRODUCT_CAROUSEL_STEP,
): number {
  const lastStart = Math.max(0, itemCount - Math.max(1, visible));
  const moved = direction === 'next' ? index + step : index - step;
  return Math.min(lastStart, Math.max(0, moved));
}

/** CRIT-098: images a result or card gallery shows. */
export const GALLERY_MAX_IMAGES = 4;

/** CRIT-098: the gallery images: the first 4. */
export function galleryImages<T>(images: readonly T[]): T[] {
  return images.slice(0, GALLERY_MAX_IMAGES);
}
