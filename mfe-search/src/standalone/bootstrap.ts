import { renderStandalone } from '@shop/build/standalone';

void renderStandalone('mfe_search', {
  './SearchPage': () => import('../pages/SearchPage'),
  './NotFoundPage': () => import('../pages/NotFoundPage'),
});
