import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { compareBundles } from './bundle-check';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// ADR 0030: shared libraries with their own namespace (src/locales) are checked as the apps are.
const APPS = [
  'shell',
  'mfe-search',
  'mfe-product',
  'mfe-gifting',
  'mfe-checkout',
  'mfe-content',
  'shared/booking',
];
/** Bundle folders outside an app's src/locales: the API's e-mail copy (api/src/mail/copy.ts). */
const SERVER_FOLDERS = ['api/src/mail/locales'];

/** An app's bundle folders: `src/locales` (its namespace) and one subfolder per extra namespace. */
function bundleFolders(app: string): string[] {
  const root = path.join(app, 'src/locales');
  const extra = readdirSync(path.join(ROOT, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name));
  return [root, ...extra];
}

function bundle(folder: string, language: string): unknown {
  const file = path.join(ROOT, folder, `${language}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

describe('i18n resources: every key of en exists in all six market locales', () => {
  for (const app of [...APPS.flatMap(bundleFolders), ...SERVER_FOLDERS]) {
    const source = bundle(app, SOURCE_LANGUAGE);
    it(`${app} has an English source bundle`, () => {
      expect(source).toBeDefined();
    });
    for (const language of LANGUAGES.filter((candidate) => candidate !== SOURCE_LANGUAGE)) {
      it(`${app}/${language} matches en (keys, non-empty values, placeholders)`, () => {
        const translation = bundle(app, language);
        expect(translation).toBeDefined();
        expect(compareBundles(source, translation)).toEqual([]);
      });
    }
  }
});

describe('compareBundles', () => {
  it('reports missing, extra and empty keys and placeholder drift', () => {
    const problems = compareBundles(
      { a: 'A', b: { c: '{{count}} offers' }, d: 'D' },
      { a: '', b: { c: '{{n}} offres' }, e: 'E' },
    );
    expect(problems).toEqual([
      'empty value for a',
      'placeholders differ for b.c: expected count',
      'missing key d',
      'extra key e',
    ]);
  });

  it('accepts a complete translation', () => {
    expect(compareBundles({ a: 'Hello {{name}}' }, { a: 'Bonjour {{name}}' })).toEqual([]);
  });
});
