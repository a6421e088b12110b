import { renderStandalone } from '@shop/build/standalone';

void renderStandalone('mfe_product', {
  './ProductPage': () => import('../pages/ProductPage'),
  './HotelPage': () => import('../pages/HotelPage'),
  './ActivityPage': () => import('../pages/ActivityPage'),
});
