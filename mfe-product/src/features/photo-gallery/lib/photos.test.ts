import { describe, expect, it } from '@jest/globals';
import { mosaicPhotos, MOSAIC_PHOTOS, productPhotos } from './photos';

describe('PROD-003 photos', () => {
  it('PROD-003: the mosaic takes the first 5 photos', () => {
    expect(MOSAIC_PHOTOS).toBe(5);
    expect(mosaicPhotos([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(mosaicPhotos([1, 2])).toEqual([1, 2]);
  });

  it('PROD-078: each photo carries a srcset of the size variants of the same index', () => {
    const photos = productPhotos({
      images: ['/a/640.svg', '/b/640.svg'],
      imagesBySize: {
        '1280_720': ['/a/1280.svg', '/b/1280.svg'],
        '640_360': ['/a/640.svg', '/b/640.svg'],
        '120_80': ['/a/120.svg'],
      },
    });
    expect(photos[1]).toEqual({ src: '/b/640.svg', srcSet: '/b/640.svg 640w, /b/1280.svg 1280w' });
  });

  it('keeps the plain list when the answer has no matching variants', () => {
    expect(productPhotos({ images: ['/a.svg'], imagesBySize: {} })).toEqual([{ src: '/a.svg' }]);
  });
});
