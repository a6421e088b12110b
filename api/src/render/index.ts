import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@shop/platform/routes';
import type { ServerRenderRequest } from '@shop/platform/server-render';
import { z } from 'zod';
import { createServerApps } from './server-apps';
import { withServerFetch } from './server-fetch';

/** How long a page waits for its server render before it is served to render in the browser. */
export const SERVER_RENDER_BUDGET_MS = 1500;

/** What the gateway knows of a page request: the shell's request, and where the builds are. */
export interface PageRenderInput extends Omit<ServerRenderRequest, 'loadPage' | 'releaseOf'> {
  /** The folder of the shell build this visitor is served (dist/ or a release). */
  shellFolder: string;
  /** The folder of a remote's build this visitor is served; undefined when not on this machine. */
  folderOf(remote: RemoteName): string | undefined;
  /**
   * The visitor's address (request.ip): the page's API calls come from it, so per-client limits
   * count them as the visitor's (the search's bot check, ADR 0105); default 127.0.0.1.
   */
  clientAddress?: string;
}

/** What the shell's render answers; checked, as the shell deploys on its own. */
const renderedPage = z
  .object({
    html: z.string(),
    data: z.record(z.string(), z.unknown()),
    lang: z.string(),
    errors: z.array(z.string()).optional(),
    servedWidth: z.number().int().positive().optional(),
    lazy: z.array(z.string()).optional(),
    copy: z.array(z.string()).optional(),
    head: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
  })
  .nullable();

export type RenderedPage = NonNullable<z.infer<typeof renderedPage>>;

/**
 * Server rendering (issue 16, ADR 0088): the shell's server build renders the page with its
 * remote's server build, both loaded by the registry the visitor is served; the page's API calls
 * are answered by `app` in-process. Resolves null for a page rendered in the browser; rejects
 * when a build is missing, the render throws or exceeds its budget — the caller then serves the
 * page to render in the browser.
 */
export function createPageRenderer(
  app: Pick<FastifyInstance, 'inject'>,
  budgetMs = SERVER_RENDER_BUDGET_MS,
) {
  const apps = createServerApps();
  async function render(input: PageRenderInput): Promise<RenderedPage | null> {
    const work = withServerFetch(
      app,
      async () => {
        const shell = await apps.shell(input.shellFolder);
        const { shellFolder: _shell, folderOf, clientAddress: _client, ...request } = input;
        return shell.renderPage({
          ...request,
          loadPage: (remote, module) => {
            const folder = folderOf(remote);
            if (!folder) return Promise.reject(new Error(`No build of ${remote} on this machine`));
            return apps.page(remote, module, folder);
          },
          releaseOf: (remote) => {
            const folder = folderOf(remote);
            return folder ? apps.releaseOf(folder) : undefined;
          },
        });
      },
      input.clientAddress,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Server render exceeded ${budgetMs} ms`)),
        budgetMs,
      );
    });
    try {
      return renderedPage.parse(await Promise.race([work, late]));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Loads the shell's render and the server-rendered pages' code before the first visitor asks
   * (the first load takes about a second: containers, their copy, jsdom); a failure is left to
   * the first render, which falls back to the browser.
   */
  async function prepare(
    shellFolder: string,
    pages: readonly { remote: RemoteName; module: string; folder: string }[],
  ): Promise<void> {
    await apps.shell(shellFolder);
    await Promise.all(pages.map(({ remote, module, folder }) => apps.page(remote, module, folder)));
  }

  return { render, prepare };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
