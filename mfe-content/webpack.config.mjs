import { createConfig } from '@shop/build/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_content',
  port: 4205,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './StaticPage': './src/pages/StaticPage.tsx',
    './IdeasPage': './src/pages/IdeasPage.tsx',
    './LandingPage': './src/pages/LandingPage.tsx',
    './ContactPage': './src/pages/ContactPage.tsx',
    './MinisitePage': './src/pages/MinisitePage.tsx',
    './HotelReviews': './src/widgets/hotel-reviews/HotelReviews.tsx',
  },
});
