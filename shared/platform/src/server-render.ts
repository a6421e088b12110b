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
  /**
   * The viewport width the render assumed (`servedWidthOf` the user agent), which hydration
   * assumes too. Absent from shells older than it.
   */
  servedWidth?: number;
  /**
   * The names of the lazily loaded sections the render rendered (`servedLazy`, ADR 0096), whose
   * code the browser loads before hydrating. Absent from shells older than it.
   */
  lazy?: string[];
  /**
   * The copy namespaces the render translated with (`CopyRecord`, ADR 0096), which the browser
   * loads before hydrating. Absent from shells older than it.
   */
  copy?: string[];
  /**
   * The title and description the page asked for while it rendered (`PageHeadRecord`), for the
   * served head of a page the SEO domain has no head for. Absent when the page set no title, and
   * from shells older than it.
   */
  head?: { title?: string; description?: string };
}

/**
 * The id of the `<script type="application/json">` in which the gateway hands a served page's
 * data to the browser (`{ "data", "servedWidth"?, "lazy"?, "copy"? }` of `ServerRenderResult`), read by the shell to hydrate.
 */
export const SERVER_DATA_ID = 'server-data';

/**
 * Set on `<html>` before a served page paints when the address has a hash (issue 16, ADR 0097):
 * the server rendered the page without it (browsers never send the hash). While it is set, each
 * element marked `data-hash-sensitive` (search results, a stay's booking side) is hidden; the shell
 * removes it once the page has rendered with the hash, so no content of the wrong criteria shows.
 */
export const HASH_PENDING_ATTRIBUTE = 'data-hash-pending';

/** What the shell's `./render` module exports. */
export interface ShellServerRender {
  /** The page's HTML and data, or null when the page is rendered in the browser. */
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null>;
}

/** Representative viewport widths of a phone, a tablet and a desktop, in CSS pixels. */
export const SERVED_WIDTHS = { phone: 390, tablet: 820, desktop: 1280 } as const;

/**
 * The viewport width a server render assumes for a user agent (issue 16, ADR 0090): the server
 * has no viewport, and a page laid out differently on phones (the stay page's photo carousel, the
 * booking bar) would otherwise arrive laid out for the wrong device and change once hydrated.
 * Phones say "Mobi" (or iPhone, iPod, Android with "Mobile"); tablets say iPad or Android without
 * "Mobile"; desktops name their system (Windows, Macintosh, X11 for Linux and BSD, CrOS). Anything
 * else (an empty or unknown agent, a crawler without a system) gets the default screen type,
 * mobile (SHELL-021). A wrong guess costs one re-render after hydration, never a mismatch
 * (hydration renders the same guess).
 */
export function servedWidthOf(userAgent: string): number {
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return SERVED_WIDTHS.phone;
  if (/iPad|Android|Tablet/i.test(userAgent)) return SERVED_WIDTHS.tablet;
  if (/Windows|Macintosh|X11|CrOS/.test(userAgent)) return SERVED_WIDTHS.desktop;
  return SERVED_WIDTHS.phone;
}
