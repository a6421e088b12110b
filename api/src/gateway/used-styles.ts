import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readWhileUnchanged } from './build-files';
import { escapeAttr } from './html';

/**
 * The stylesheets a served page's markup needs beyond those its head already has (issue 16,
 * ADR 0090): the server renders sections whose code the browser loads lazily (the stay page's
 * carousel, its sections, the booking side), and their styles come with that code — too late for
 * HTML that shows them at once. Class names are CSS modules' hashed names, unique per app: a
 * stylesheet is needed when it defines a class the markup uses.
 *
 * A served page carries its stylesheets in `<style>` elements (ADR 0100): its first paint waits
 * on no request but the document. Each names its file in `data-href`, as mini-css-extract's
 * runtime looks for it, so the code that brings those styles later does not ask for them again.
 */

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names used in markup. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The class names a stylesheet's selectors name (declarations and url() values skipped). */
export function stylesheetClasses(css: string): Set<string> {
  const classes = new Set<string>();
  // Selectors are what precedes each `{`; blocks' contents are dropped first.
  for (const selector of css.replace(/\{[^{}]*\}/g, '{}').split('{'))
    for (const [, name = ''] of selector.matchAll(CLASS_SELECTOR)) classes.add(name);
  return classes;
}

interface StylesheetFile {
  text: string;
  classes: Set<string>;
  /** Its text cannot end a `<style>` element early (`</style`): it can be carried in the page. */
  inlinable: boolean;
}

const SOURCE_MAP_COMMENT = /\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/** A build's stylesheet as read from disk (kept until the file changes); null when unreadable. */
const readStylesheet = readWhileUnchanged((file): StylesheetFile => {
  // Its source map comment would name a file beside the page's address, not the build's.
  const text = readFileSync(file, 'utf8').replace(SOURCE_MAP_COMMENT, '');
  return { text, classes: stylesheetClasses(text), inlinable: !/<\/style/i.test(text) };
});

/** A build folder's stylesheets (its list kept until a file is added or removed). */
const stylesheetsIn = readWhileUnchanged((folder) =>
  readdirSync(folder).filter((name) => name.endsWith('.css')),
);

/** A build's stylesheets, as the browser asks for them (`base` + file name). */
export interface StylesheetSource {
  /** The build folder. */
  folder: string;
  /** The URL path the folder is served under, ending with `/`. */
  base: string;
  /** The folder's files to consider; default every `.css` file at its top level. */
  files?: readonly string[];
}

function filesOf({ folder, files }: StylesheetSource): readonly string[] {
  return files ?? stylesheetsIn(folder) ?? [];
}

function definesAny(classes: ReadonlySet<string>, used: ReadonlySet<string>): boolean {
  for (const name of classes) if (used.has(name)) return true;
  return false;
}

/** The element carrying a stylesheet's rules; `nonce` is the one the page's CSP allows. */
function styleElement(name: string, text: string, nonce: string): string {
  return `<style nonce="${escapeAttr(nonce)}" data-href="${escapeAttr(name)}">${text}</style>`;
}

/**
 * The `<style>` element for the stylesheet at `href` (a file of one of `sources`), or null when
 * it is not one of theirs, cannot be read, or could end the element early (`</style`): the
 * caller links it instead.
 */
export function inlineStylesheet(
  href: string,
  sources: readonly StylesheetSource[],
  nonce: string,
): string | null {
  for (const source of sources) {
    if (!href.startsWith(source.base)) continue;
    const name = href.slice(source.base.length);
    if (!name || name.includes('/') || name.includes('..')) continue;
    const read = readStylesheet(path.join(source.folder, name));
    if (!read?.inlinable) continue;
    return styleElement(name, read.text, nonce);
  }
  return null;
}

/**
 * The stylesheets of `sources` that define a class `html` uses, except those whose address is
 * in `present` (the page's head has them): inline (`<style>`, see above), or linked when a file
 * cannot be inlined.
 */
export function usedStylesheetTags(
  html: string,
  present: ReadonlySet<string>,
  sources: readonly StylesheetSource[],
  nonce: string,
): string {
  const used = markupClasses(html);
  const tags: string[] = [];
  for (const source of sources)
    for (const file of filesOf(source)) {
      const href = `${source.base}${file}`;
      if (present.has(href)) continue;
      const read = readStylesheet(path.join(source.folder, file));
      if (!read || !definesAny(read.classes, used)) continue;
      tags.push(
        read.inlinable
          ? styleElement(file, read.text, nonce)
          : `<link rel="stylesheet" href="${escapeAttr(href)}" />`,
      );
    }
  return tags.join('');
}

/** A content security policy that also allows the style elements carrying `nonce`. */
export function withStyleNonce(policy: string, nonce: string): string {
  const source = `'nonce-${nonce}'`;
  const directives = policy.split(';').map((directive) => directive.trim());
  const style = directives.findIndex((directive) => /^style-src(\s|$)/.test(directive));
  if (style < 0) return [...directives, `style-src 'self' ${source}`].join(';');
  return directives
    .map((directive, index) => (index === style ? `${directive} ${source}` : directive))
    .join(';');
}
