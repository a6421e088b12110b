import type { WeekendDetail } from '@shop/api-contract';

/** PROD-003 (spec §9): the mosaic shows the first 5 photos. */
export const MOSAIC_PHOTOS = 5;

export interface Photo {
  src: string;
  srcSet?: string | undefined;
}

/** Widths of the size variants ("640_360" → 640), for srcset. */
const widthOf = (size: string): number => Number(size.split('_')[0]);

/**
 * The product's photos with a srcset of every size variant the answer has for the same index
 * (images with size variants, PROD-078); the plain list when no variant matches it.
 */
export function productPhotos(detail: Pick<WeekendDetail, 'images' | 'imagesBySize'>): Photo[] {
  const sizes = Object.entries(detail.imagesBySize)
    .filter(
      ([size, list]) => Number.isFinite(widthOf(size)) && list.length === detail.images.length,
    )
    .sort(([a], [b]) => widthOf(a) - widthOf(b));
  return detail.images.map((src, index) => {
    const variants = sizes.map(([size, list]) => `${list[index]} ${widthOf(size)}w`);
    return variants.length > 1 ? { src, srcSet: variants.join(', ') } : { src };
  });
}

/** PROD-003: the mosaic's photos: the first 5. */
export function mosaicPhotos<T>(photos: readonly T[]): T[] {
  return photos.slice(0, MOSAIC_PHOTOS);
}
