import { createConfig } from '@shop/build/webpack';
import path from 'node:path';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 4200,
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/federation/provide-runtime-core-plugin.ts'),
    path.join(import.meta.dirname, 'src/federation/shell-runtime-plugin.ts'),
  ],
});
