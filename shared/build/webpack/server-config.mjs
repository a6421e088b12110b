// The server build of an app (issue 16, ADR 0088): the same exposed modules and shared singletons
// as its browser build, compiled for Node, for the gateway's server rendering. It goes to
// dist/server/ beside the browser build, so a release of the app carries both and a redeployed
// app is rendered in its new version by the next request.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { cssModules, scriptRule } from './rules.mjs';
import { sharedModules } from './shared-modules.mjs';

const require = createRequire(import.meta.url);

/** What the shell's server container exposes: the page render the gateway calls. */
const SHELL_SERVER_EXPOSES = { './render': './src/server/render.tsx' };

/**
 * dist/server/ holds CommonJS files inside an ESM package (`"type": "module"`): a package.json of
 * its own tells Node how to read them.
 */
class CommonJsFolderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CommonJsFolderPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            'package.json',
            new webpack.sources.RawSource('{ "type": "commonjs" }\n'),
          );
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir absolute folder of the app
 * @param {string} options.name federation container name
 * @param {Record<string, string>} options.exposes the browser build's exposed modules
 * @param {boolean} options.host true for the shell
 * @returns {import('webpack').Configuration}
 */
export function serverConfig({ dir, name, exposes, host }) {
  const out = process.env.BUILD_OUT_DIR
    ? path.resolve(process.env.BUILD_OUT_DIR)
    : path.join(dir, 'dist');
  return {
    name: 'server',
    context: dir,
    mode: 'production',
    devtool: false,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(out, 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    // jsdom (the DOM an app's server code may need, e.g. to sanitise HTML) is a Node package with
    // files of its own: required from node_modules at run time, not bundled.
    externals: { jsdom: 'commonjs jsdom' },
    module: {
      rules: [
        scriptRule(true),
        {
          test: /\.module\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            // Class names only (the same as the browser build's); the CSS itself comes from it.
            options: { modules: { ...cssModules(name, true), exportOnlyLocals: true } },
          },
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: { modules: { mode: 'global', exportOnlyLocals: true } },
          },
        },
      ],
    },
    plugins: [
      new CommonJsFolderPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: host ? SHELL_SERVER_EXPOSES : exposes,
        remotes: {},
        shared: sharedModules(dir),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        // Loads the container's own chunks from its folder on disk (or over HTTP elsewhere).
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    // Readable stack traces in the gateway's logs; the size of server code does not matter.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}
