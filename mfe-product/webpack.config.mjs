import { createConfig } from '@shop/build/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_product',
  port: 4202,
  exposes: {
    './ProductPage': './src/pages/ProductPage.tsx',
    './HotelPage': './src/pages/HotelPage.tsx',
    './ActivityPage': './src/pages/ActivityPage.tsx',
  },
});
