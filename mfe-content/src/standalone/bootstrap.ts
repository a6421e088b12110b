import { renderStandalone } from '@shop/build/standalone';

void renderStandalone('mfe_content', {
  './HomePage': () => import('../pages/HomePage'),
  './StaticPage': () => import('../pages/StaticPage'),
  './IdeasPage': () => import('../pages/IdeasPage'),
  './LandingPage': () => import('../pages/LandingPage'),
  './ContactPage': () => import('../pages/ContactPage'),
  './MinisitePage': () => import('../pages/MinisitePage'),
});
