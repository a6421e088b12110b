/**
 * The whole shop's production build served on the embedded database, for the measuring scripts
 * (first-load budget, Lighthouse budget): the same server `npm run serve` starts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ShopServer {
  base: string;
  stop: () => void;
}

async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The production server did not start');
}

export interface ShopServerOptions {
  /**
   * Run the shop at the lowest CPU priority (default): it runs beside the browser that measures
   * it on the same cores, where in life it runs on its own machine, and at that priority it no
   * longer inflates the page's main-thread tasks (Lighthouse multiplies what it observes by its
   * CPU slowdown), and still answers. The scripts that measure the server itself (its render,
   * its quotes) run it at the normal priority, or their own client would starve it.
   */
  lowPriority?: boolean;
}

export async function startShop(
  port: number,
  { lowPriority = true }: ShopServerOptions = {},
): Promise<ShopServer> {
  const serve = [
    path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
    path.join(ROOT, 'api/src/serve.ts'),
  ];
  const server = spawn(
    lowPriority ? 'nice' : process.execPath,
    lowPriority ? ['-n', '19', process.execPath, ...serve] : serve,
    {
      env: {
        // The measuring scripts load pages and searches from one address much faster than a
        // shopper: the search's bot check is off unless asked for (ADR 0105).
        SEARCH_BOT_CHECK_PER_MINUTE: '0',
        ...process.env,
        PORT: String(port),
        DATABASE_MEMORY: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://localhost:${port}`;
  try {
    await waitForServer(base);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}
