import { describe, expect, it } from '@jest/globals';
import {
  CAROUSEL_SLIDE_MS,
  carouselIndexAfter,
  GALLERY_MAX_IMAGES,
  galleryImages,
  PRODUCT_CAROUSEL_OFFSET_PX,
  PRODUCT_CAROUSEL_STEP,
} from './carousel';

describe('CRIT-097 carousel', () => {
  it('CRIT-097: 300 ms slide, 4 items per click, 16 px offset', () => {
    expect(CAROUSEL_SLIDE_MS).toBe(300);
    expect(PRODUCT_CAROUSEL_STEP).toBe(4);
    expect(PRODUCT_CAROUSEL_OFFSET_PX).toBe(16);
  });

  it('CRIT-097: an arrow click moves 4 items, within the list', () => {
    expect(carouselIndexAfter(0, 'next', 12, 4)).toBe(4);
    expect(carouselIndexAfter(4, 'next', 10, 4)).toBe(6);
    expect(carouselIndexAfter(6, 'prev', 10, 4)).toBe(2);
    expect(carouselIndexAfter(2, 'prev', 10, 4)).toBe(0);
    expect(carouselIndexAfter(0, 'next', 3, 4)).toBe(0);
  });
});

describe('CRIT-098 gallery', () => {
  it('CRIT-098: up to 4 images', () => {
    expect(GALLERY_MAX_IMAGES).toBe(4);
    expect(galleryImages([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
    expect(galleryImages([1])).toEqual([1]);
  });
});
