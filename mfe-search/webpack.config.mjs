import { createConfig } from '@shop/build/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_search',
  port: 4201,
  exposes: {
    './SearchPage': './src/pages/SearchPage.tsx',
    './NotFoundPage': './src/pages/NotFoundPage.tsx',
    './SearchBox': './src/widgets/search-box/SearchBox.tsx',
  },
});
