// Preloads what the shell's entry needs before it can render (ADR 0021).
// main.js only holds the federation runtime; it then imports its bootstrap chunk, whose shared
// modules (React, React DOM, platform, i18n…) come from their own chunks. Without preloads the
// browser discovers those chunks only after main.js has run: one more round trip before
// anything renders. This plugin adds a <link rel="preload"> to the HTML for every chunk loaded
// at start-up: the entry's async chunks (the bootstrap) and, recursively, the chunks of the
// shared modules they consume. Lazy chunks (React.lazy, import() on use) are left out.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'StartupPreloadPlugin';

/** @param {import('webpack').Compilation} compilation @param {string} entryName */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @type {import('webpack').Chunk[]} */
  const queue = [];
  const add = (/** @type {import('webpack').Chunk} */ chunk) => {
    if (chunks.has(chunk) || entrypoint.chunks.includes(chunk)) return;
    chunks.add(chunk);
    queue.push(chunk);
  };
  // The entry's own async boundary: import('./bootstrap').
  for (const group of entrypoint.getChildren()) group.chunks.forEach(add);
  // The chunks of each module the shell provides to the share scope, by share key: a consumed
  // shared module loads from its provider, not from the consumer's own fallback copy.
  /** @type {Map<string, import('webpack').Chunk[]>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const name = /** @type {{ _name?: string }} */ (module)._name;
    const block = module.blocks[0];
    const group = block && chunkGraph.getBlockChunkGroup(block);
    if (name && group) provided.set(name, group.chunks);
  }
  // Each start-up chunk installs its consumed shared modules at once, so their chunks load with it.
  while (queue.length > 0) {
    const chunk = /** @type {import('webpack').Chunk} */ (queue.shift());
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const { shareKey } = /** @type {{ options: { shareKey: string } }} */ (
        /** @type {unknown} */ (module)
      ).options;
      const fromProvider = provided.get(shareKey);
      if (fromProvider) fromProvider.forEach(add);
      else
        for (const block of module.blocks)
          chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(add);
    }
  }
  return [...chunks];
}

export class StartupPreloadPlugin {
  /** @param {{ entry: string }} options */
  constructor(options) {
    this.entry = options.entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = startupChunks(compilation, this.entry).flatMap((chunk) => [...chunk.files]);
        const tags = files
          .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
          .sort()
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: publicPath + file,
              as: file.endsWith('.js') ? 'script' : 'style',
            }),
          );
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}
