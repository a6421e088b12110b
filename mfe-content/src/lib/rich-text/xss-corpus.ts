/**
 * Issue 14 item 9: the XSS corpus every content field is tested with — script tags, event
 * handlers, javascript: and data: URLs, SVG and MathML payloads, mutation XSS. Each sets
 * `window.__xss` when it runs.
 */
export const XSS_CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  'javascript:window.__xss=1',
  ' JaVaScRiPt:window.__xss=1',
  '&#106;avascript:window.__xss=1',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href=" jAvAsCrIpT:window.__xss=1" target="_self">click</a>',
  '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>',
  '"><svg/onload=window.__xss=1>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="0" y="20">x</text></a></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  'data:text/html,<script>window.__xss=1</script>',
  '<div style="background:url(javascript:window.__xss=1)">styled</div>',
  '<form action="javascript:window.__xss=1"><button formaction="javascript:window.__xss=1">x</button></form>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<object data="javascript:window.__xss=1"></object>',
] as const;

/**
 * The fields an editor does not type: kept as they are (the enum-like fields the contract checks —
 * types, components, variants, flows, locales —, the banner targeting, compared and never shown,
 * and the search key, an address part that is encoded).
 */
const KEPT_FIELDS = new Set([
  'type',
  'component',
  'variant',
  'flow',
  'locale',
  'colorVariation',
  'imagePosition',
  'page',
  'minisiteLocale',
  'minisiteId',
  'priceType',
  'targeting',
  'searchKey',
  'key',
  'sort',
]);

/**
 * A content answer with every field an editor fills (texts, rich text, links, images) replaced by
 * a payload: `pick` chooses it from the field's position in the answer, so one answer can carry
 * the whole corpus.
 */
export function poisonContent<T>(value: T, pick: (field: number) => string): T {
  let field = 0;
  const walk = (item: unknown, key: string): unknown => {
    if (KEPT_FIELDS.has(key)) return item;
    if (typeof item === 'string') return pick(field++);
    if (Array.isArray(item)) return item.map((entry) => walk(entry, ''));
    if (item && typeof item === 'object')
      return Object.fromEntries(
        Object.entries(item).map(([name, entry]) => [name, walk(entry, name)]),
      );
    return item;
  };
  return walk(value, '') as T;
}

const DANGEROUS_URL = /^\s*(javascript|data|vbscript):/i;
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data'];

/** What in a rendered tree could run a payload (empty: nothing can). */
export function executableParts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta'])
    if (root.querySelector(tag)) found.push(`<${tag}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
      if (URL_ATTRIBUTES.includes(name) && DANGEROUS_URL.test(attribute.value))
        found.push(`${element.tagName} ${name}=${attribute.value}`);
      if (name === 'style' && /javascript:|expression\(/i.test(attribute.value))
        found.push(`${element.tagName} style`);
    }
  }
  return found;
}
