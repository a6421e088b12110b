import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/** ADR 0025: the API's domains, each a folder of api/src with a public module (index.ts). */
const DOMAINS = [
  'search',
  'product',
  'purchase',
  'gifting',
  'content',
  'care',
  'tracking',
  'images',
  'account',
  'seo',
];
/** Shared code below the domains, which imports none of them (the seed may, through index.ts). */
const SHARED = ['catalogue', 'db', 'http', 'lib', 'mail', 'payments'];
const SRC = dirname(fileURLToPath(import.meta.url));

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;

/** Every relative import of api/src as [importing file, imported module], paths from api/src. */
const imports = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(
    ([, specifier]) =>
      [relative(SRC, file), relative(SRC, resolve(dirname(file), specifier!))] as const,
  ),
);

const folderOf = (path: string): string => path.split('/')[0]!;

describe('API domains (ADR 0025)', () => {
  it('a domain imports another only through its public module; *.routes only from app.ts', () => {
    const offending = imports.filter(([from, to]) => {
      const target = folderOf(to);
      if (!DOMAINS.includes(target) || folderOf(from) === target) return false;
      if (from === 'app.ts' && to.endsWith('.routes')) return false;
      return to !== target;
    });
    expect(offending).toEqual([]);
  });

  it('shared code imports no domain (its tests may, through public modules); the catalogue only db', () => {
    const offending = imports.filter(
      ([from, to]) =>
        (SHARED.includes(folderOf(from)) &&
          !from.endsWith('.test.ts') &&
          DOMAINS.includes(folderOf(to))) ||
        (folderOf(from) === 'catalogue' && !['catalogue', 'db'].includes(folderOf(to))),
    );
    expect(offending).toEqual([]);
  });

  it('the domains depend on each other without a cycle', () => {
    const edges = new Map(DOMAINS.map((domain) => [domain, new Set<string>()]));
    for (const [from, to] of imports) {
      const [source, target] = [folderOf(from), folderOf(to)];
      if (source !== target && DOMAINS.includes(source) && DOMAINS.includes(target)) {
        edges.get(source)!.add(target);
      }
    }
    const cycle = (domain: string, path: string[]): string[] | null => {
      if (path.includes(domain)) return [...path, domain];
      for (const next of edges.get(domain)!) {
        const found = cycle(next, [...path, domain]);
        if (found) return found;
      }
      return null;
    };
    expect(DOMAINS.map((domain) => cycle(domain, [])).filter(Boolean)).toEqual([]);
  });
});
