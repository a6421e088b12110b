// One webpack configuration for every app of the shop (ADR 0002, 0003).
// Each app calls createConfig() from its own webpack.config.mjs and builds to its own dist/
// with an mf-manifest.json, so a team deploys its app without rebuilding the others.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { cssModules, scriptRule } from './rules.mjs';
import { serverConfig } from './server-config.mjs';
import { sharedModules } from './shared-modules.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {object} options
 * @param {string} options.dir absolute folder of the app (its package.json is there)
 * @param {string} options.name federation container name, e.g. "mfe_search"
 * @param {Record<string, string>} [options.exposes] modules exposed to other apps
 * @param {boolean} [options.host] true for the shell only
 * @param {number} options.port standalone dev-server port
 * @param {Record<string, string>} [options.devProxy] dev-server proxy table
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (absolute paths) of a page owner
 */
export function createConfig({
  dir,
  name,
  exposes = {},
  host = false,
  port,
  devProxy = {},
  runtimePlugins = [],
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's production build is only its container; its standalone harness (own page with
    // a minimal platform) exists in development, where the remote is its own host.
    const ownsPage = host || !production;
    /** @type {import('webpack').Configuration} */
    const config = {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: ownsPage ? { main: host ? './src/main.ts' : './src/standalone/main.ts' } : {},
      target: 'web',
      output: {
        // `npm run release` builds into a staging folder (BUILD_OUT_DIR) so dist/ is left as is.
        path: process.env.BUILD_OUT_DIR
          ? path.resolve(process.env.BUILD_OUT_DIR)
          : path.join(dir, 'dist'),
        // The shell is served at the site root; a remote finds its own base from its entry's URL.
        publicPath: host ? '/' : 'auto',
        // Entry files keep stable names (the federation runtime requires it); chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: name,
        // The server build (server-config.mjs) writes dist/server/ at the same time.
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          scriptRule(production),
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: { modules: cssModules(name, production) },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          {
            test: /\.svg$/,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time from the registry (no URL at build time).
          remotes: {},
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          runtimePlugins: ownsPage ? runtimePlugins : [],
          // One federation runtime per page: the shell provides it, remotes use it.
          experiments: {
            // A deployed remote uses the host's federation runtime (the shell provides it through
            // a runtime plugin); a remote running standalone in development carries its own.
            externalRuntime: !ownsPage,
            optimization: {
              // Browser-only runtime: drops the Node loading code.
              target: 'web',
              // The shell resolves manifests itself (federation/registry.ts).
              disableSnapshot: true,
            },
          },
        }),
        ...(ownsPage
          ? [
              new HtmlWebpackPlugin({
                template: host
                  ? './src/index.html'
                  : path.join(import.meta.dirname, 'standalone.html'),
                title: `${name} (standalone)`,
                scriptLoading: 'defer',
                // Absolute script URLs, so deep links (/hotel/12) load the entry from the root.
                publicPath: '/',
                hash: production,
                chunks: ['main'],
                // The shell's icon (a page without one makes the browser ask for /favicon.ico).
                ...(host ? { favicon: './src/favicon.svg' } : {}),
              }),
              new StartupPreloadPlugin({ entry: 'main' }),
            ]
          : []),
      ],
      optimization: {
        // The federation runtime shares chunks across apps; keep one runtime per app entry.
        runtimeChunk: false,
        moduleIds: 'deterministic',
        // Stylesheets are minified too ('...' keeps webpack's script minifier): a served page
        // carries its styles in its HTML (ADR 0100).
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: Object.entries({ '/api': 'http://127.0.0.1:4300', ...devProxy }).map(
          ([context, target]) => ({ context: [context], target }),
        ),
      },
    };
    // Production also builds the app for the gateway's server rendering (issue 16, ADR 0088).
    return production ? [config, serverConfig({ dir, name, exposes, host })] : config;
  };
}
