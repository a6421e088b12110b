import type { HotelDetail } from '@shop/api-contract';
import { Gallery, GALLERY_MAX_IMAGES } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense, useState } from 'react';
import { HOTEL_NAMESPACE } from '../../../i18n-hotel';
import styles from './HotelGallery.module.css';

// The full-screen slideshow loads on first open only.
const Slideshow = lazy(() => import('./Slideshow'));

/** The size the mosaic asks for (the 960 × 540 variant), the first image eagerly. */
const MOSAIC_SIZE = '960_540';

/** The hotel's pictures: the size variant the mosaic shows when the API has it, else the original. */
export function hotelPictures(hotel: Pick<HotelDetail, 'images' | 'imagesBySize'>): string[] {
  const sized = hotel.imagesBySize[MOSAIC_SIZE];
  return sized && sized.length > 0 ? sized : hotel.images;
}

/**
 * PROD-044: the hotel's gallery: 4 images on desktop (spec §9) in a box whose space is reserved
 * before they load (no layout shift), each opening the full-screen slideshow at its picture.
 */
export function HotelGallery({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(HOTEL_NAMESPACE);
  const pictures = hotelPictures(hotel);
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (pictures.length === 0) return null;
  const images = pictures.map((src, index) => ({
    src,
    alt: t('hotel.gallery.photo', { hotel: hotel.label, n: index + 1 }),
  }));
  return (
    <div className={styles.gallery}>
      <Gallery
        images={images}
        max={GALLERY_MAX_IMAGES}
        label={t('hotel.gallery.label', { hotel: hotel.label })}
        onOpen={setOpenAt}
        openLabel={(index) => t('hotel.gallery.open', { n: index + 1, count: pictures.length })}
        moreText={
          pictures.length > GALLERY_MAX_IMAGES
            ? t('hotel.gallery.more', { count: pictures.length })
            : undefined
        }
        sizes="(max-width: 767px) 100vw, 50vw"
      />
      {openAt !== null ? (
        <Suspense fallback={null}>
          <Slideshow images={images} start={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
