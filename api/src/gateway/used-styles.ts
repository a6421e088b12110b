import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The stylesheets a served page's markup needs beyond those its head already links (issue 16,
 * ADR 0090): the server renders sections whose code the browser loads lazily (the stay page's
 * carousel, its sections, the booking side), and their styles come with that code — too late for
 * HTML that shows them at once. Class names are CSS modules' hashed names, unique per app: a
 * stylesheet is needed when it defines a class the markup uses.
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

const cache = new Map<string, { mtimeMs: number; classes: Set<string> }>();

function classesOfFile(file: string): Set<string> {
  try {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.classes;
    const classes = stylesheetClasses(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, classes });
    return classes;
  } catch {
    return new Set();
  }
}

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
  if (files) return files;
  try {
    return readdirSync(folder).filter((name) => name.endsWith('.css'));
  } catch {
    return [];
  }
}

/**
 * `<link rel="stylesheet">` tags for the stylesheets of `sources` that define a class `html` uses
 * and `page` (the HTML around it) does not link yet.
 */
export function usedStylesheetTags(
  html: string,
  page: string,
  sources: readonly StylesheetSource[],
): string {
  const used = markupClasses(html);
  const tags: string[] = [];
  for (const source of sources)
    for (const file of filesOf(source)) {
      const href = `${source.base}${file}`;
      if (page.includes(`href="${href}"`) || page.includes(`href=${href}`)) continue;
      const classes = classesOfFile(path.join(source.folder, file));
      for (const name of classes)
        if (used.has(name)) {
          tags.push(`<link rel="stylesheet" href="${href.replace(/"/g, '&quot;')}" />`);
          break;
        }
    }
  return tags.join('');
}
