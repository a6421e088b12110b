// The loaders the browser and server builds of an app share (create-config.mjs, server-config.mjs):
// the same compiled code and the same CSS class names on both sides, so server-rendered HTML
// hydrates against the browser's build.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** TypeScript and JSX through swc. @param {boolean} production */
export function scriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * css-loader's CSS Modules settings: class names prefixed with the app so CSS stays scoped per
 * team. @param {string} name @param {boolean} production
 */
export function cssModules(name, production) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[local]-[hash:base64:4]`,
  };
}
