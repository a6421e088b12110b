import type { RemotePageModule } from './remote';
import type { RemoteName } from './routes';

/**
 * The contract between the gateway and the shell's server build (issue 16, ADR 0088): the shell's
 * container exposes `./render` with `renderPage(request)`; the gateway (api/src/render/) calls it.
 * The two deploy on their own: change it compatibly (ADR 0081).
 */
export interface ServerRenderRequest {
  /** Path and query of the page (browsers never send the hash). */
  url: string;
  host: string;
  /** The request's cookies by name (the last language of a Belgian visit, the consent choice). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The visitor's id (SHELL-055), the one the browser reads back from its cookie. */
  visitorId: string;
  userAgent: string;
  /** The registry document this visitor's browser reads at /registry.json. */
  registry: unknown;
  /** Loads an exposed page from its app's server container, by the same registry. */
  loadPage(remote: RemoteName, module: string): Promise<RemotePageModule>;
  /** The release of a loaded app (the region's data-release, as the browser shows it). */
  releaseOf(remote: RemoteName): string | undefined;
}

export interface ServerRenderResult {
  /** The markup of #root. */
  html: string;
  /** SWR's cache for hydration (`fallback`): what the page fetched, by key. */
  data: Record<string, unknown>;
  /** The page's language, as the html element's lang. */
  lang: string;
  /**
   * What threw in a region during the render (its fallback is in the HTML, and the browser
   * renders it again), for the gateway's logs. Absent from shells older than it.
   */
  errors?: string[];
}

/**
 * The id of the `<script type="application/json">` in which the gateway hands a served page's
 * data to the browser (`{ "data": ServerRenderResult["data"] }`), read by the shell to hydrate.
 */
export const SERVER_DATA_ID = 'server-data';

/** What the shell's `./render` module exports. */
export interface ShellServerRender {
  /** The page's HTML and data, or null when the page is rendered in the browser. */
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null>;
}
