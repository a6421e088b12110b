import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_FLAGS } from '@shop/platform/routes';
import { describe, expect, it } from '@jest/globals';
import { HASH_GATE_TAG } from './hash-gate';
import { matchRouteDefinition, preloadTags, type ServedPage, servedDocument } from './html';

describe('gateway route matching (the shell router’s react-router match, ADR 0022)', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/hotel/12', 'hotel'],
    ['/checkout/7/payment', 'payment'],
    ['/checkout/activity/3', 'activityCheckout'],
    ['/account', 'account'],
    ['/giftcard/customization', 'giftcard'],
    ['/minisite/p1/offers', 'minisite'],
    ['/cc-login', 'careLogin'],
    ['/hotel/1/extra', 'notFound'],
    ['/no/such/page', 'notFound'],
  ])('%s → %s', (pathname, kind) => {
    expect(matchRouteDefinition(pathname, DEFAULT_FLAGS).kind).toBe(kind);
  });

  it('SHELL-009/010: a route whose toggle is off answers the not-found page (404)', () => {
    expect(matchRouteDefinition('/boxes/spa', { ...DEFAULT_FLAGS, giftBoxes: false }).kind).toBe(
      'notFound',
    );
    expect(
      matchRouteDefinition('/activities/search', { ...DEFAULT_FLAGS, activityOnly: false }).kind,
    ).toBe('notFound');
  });

  it('preloads the manifest of the matched route’s remote, none for the shell’s own pages', () => {
    const hotel = matchRouteDefinition('/hotel/12', DEFAULT_FLAGS);
    expect(preloadTags(hotel, '/apps/mfe-product/mf-manifest.json', undefined)).toBe(
      '<link rel="preload" href="/apps/mfe-product/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    const care = matchRouteDefinition('/cc-login', DEFAULT_FLAGS);
    expect(preloadTags(care, '/apps/mfe-product/mf-manifest.json', undefined)).toBe('');
  });
});

describe('the server-rendered page in the shell’s HTML (issue 16, ADR 0088)', () => {
  const TEMPLATE =
    '<!doctype html><html lang=fr><head><title>Weekend Shop</title>' +
    '<link rel=preload href=/registry.json as=fetch crossorigin=anonymous>' +
    '<script defer src=/main.js?22d7544e></script>' +
    '<link rel=preload href=/2842.6ded441f.css as=style><link rel=preload href=/2842.fe7d3af3.js as=script>' +
    '</head><body><div id=root></div>' +
    '<noscript>This shop needs JavaScript to show offers.</noscript></body></html>';

  /** The whole document as the browser receives it: both parts. */
  function withServerRender(template: string, page: ServedPage & { lang: string }): string {
    const document = servedDocument(template, page.lang);
    if (!document) throw new Error('no root in the template');
    return document.start + document.end(page);
  }

  it('ADR 0094: the first part is the head and <body>, sent before the render; the second the rest', () => {
    const document = servedDocument(TEMPLATE, 'fr-FR');
    expect(document?.start).toMatch(/<\/head><body>$/);
    expect(document?.start).toContain('<link rel="stylesheet" href="/2842.6ded441f.css" />');
    const stylesheet = '<link rel="stylesheet" href="/apps/mfe-product/9.css" />';
    expect(document?.end({ html: '<h1>Stay</h1>', data: {} }, stylesheet)).toMatch(
      /^<link rel="stylesheet" href="\/apps\/mfe-product\/9.css" \/><div id="root"><h1>Stay<\/h1><\/div><script type="application\/json" id="server-data">/,
    );
  });

  it('ADR 0097: a page whose state lives in the hash runs the hash gate in its head, before it paints; others do not', () => {
    const gated = servedDocument(TEMPLATE, 'fr-FR', { hashGate: true });
    const head = gated?.start.split('</head>')[0] ?? '';
    expect(head).toContain(HASH_GATE_TAG);
    expect(gated?.end({ html: '<h1>Offers</h1>', data: {} })).not.toContain('hash-gate');
    expect(servedDocument(TEMPLATE, 'fr-FR')?.start).not.toContain('hash-gate');
  });

  it('ADR 0094: a render that failed ends the document as the browser renders it: empty root, notice kept', () => {
    const document = servedDocument(TEMPLATE, 'fr-FR');
    expect(document?.end(null)).toBe(
      '<div id="root"></div><noscript>This shop needs JavaScript to show offers.</noscript></body></html>',
    );
    expect(servedDocument('<html><body></body></html>', 'fr-FR')).toBeNull();
    // Without the shell's entry there is no code to start after the paint: not served.
    expect(
      servedDocument('<html><head></head><body><div id=root></div></body></html>', 'fr-FR'),
    ).toBeNull();
  });

  it('puts the markup in #root, the language on <html>, and drops the JavaScript notice', () => {
    const html = withServerRender(TEMPLATE, { html: '<h1>FAQ</h1>', data: {}, lang: 'nl-BE' });
    expect(html).toContain('<html lang="nl-BE">');
    expect(html).toContain('<div id="root"><h1>FAQ</h1></div>');
    expect(html).not.toContain('<noscript>');
  });

  it('ADR 0091: keeps the page’s own <noscript> and anything page-like in its markup as it is', () => {
    const markup =
      '<noscript><form action="/api/front/contact"></form></noscript><p>&lt;/body&gt; <link rel=preload href=/x.css as=style></p>';
    const html = withServerRender(TEMPLATE, { html: markup, data: {}, lang: 'fr-FR' });
    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).not.toContain('needs JavaScript');
  });

  it('applies the shell’s stylesheets at once: the markup is styled before the shell’s code runs (no shift)', () => {
    const html = withServerRender(TEMPLATE, { html: '<h1>FAQ</h1>', data: {}, lang: 'fr-FR' });
    expect(html).toContain('<link rel="stylesheet" href="/2842.6ded441f.css" />');
    expect(html).not.toContain('as=style');
  });

  it('ADR 0100: carries the head’s stylesheets inline where it can, and names them', () => {
    const inlineStyle = (href: string) =>
      href === '/2842.6ded441f.css' ? '<style data-href="2842.6ded441f.css">h1{}</style>' : null;
    const document = servedDocument(TEMPLATE, 'fr-FR', { inlineStyle });
    expect(document?.start).toContain('<style data-href="2842.6ded441f.css">h1{}</style>');
    expect(document?.start).not.toContain('href="/2842.6ded441f.css"');
    expect([...(document?.stylesheets ?? [])]).toEqual(['/2842.6ded441f.css']);
  });

  it('ADR 0100: the page’s code (entry, preloads, first data files) is listed to start after the first paint', () => {
    const start = servedDocument(TEMPLATE, 'fr-FR')?.start ?? '';
    expect(start).not.toMatch(/<script defer src=\/main|as=script|as=fetch/);
    const listed = /<script type="application\/json" id="page-code">(.*?)<\/script>/.exec(start);
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual({
      main: '/main.js?22d7544e',
      scripts: ['/2842.fe7d3af3.js'],
      fetches: ['/registry.json'],
    });
    expect(start).toMatch(
      /<\/script><script defer src="\/page-code\.[0-9a-f]{12}\.js"><\/script><\/head><body>$/,
    );
  });

  it('hands the data over as JSON no content can break out of (no script runs: CSP)', () => {
    const data = { '/api/content/faq.json': { content: '</script><script>alert(1)</script>' } };
    const html = withServerRender(TEMPLATE, { html: '', data, lang: 'fr-FR' });
    const json = /<script type="application\/json" id="server-data">(.*)<\/script><\/body>/.exec(
      html,
    )?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual({ data });
  });

  it('ADR 0090, 0096: hands over the viewport width the render assumed and the lazy sections it rendered, for hydration', () => {
    const html = withServerRender(TEMPLATE, {
      html: '',
      data: {},
      lang: 'fr-FR',
      servedWidth: 390,
      lazy: ['product/StayBody'],
    });
    const json = /id="server-data">(.*)<\/script><\/body>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({
      data: {},
      servedWidth: 390,
      lazy: ['product/StayBody'],
    });
  });

  it('a markup with "$" patterns is inserted as it is', () => {
    const html = withServerRender(TEMPLATE, { html: '<p>$& $1 $$</p>', data: {}, lang: 'fr-FR' });
    expect(html).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('a server-rendered page links its remote’s styles (the page puts them inline); otherwise styles are only preloaded', () => {
    const stylesheet = '<link rel="stylesheet" href="/apps/mfe-content/7.css" />';
    const route = matchRouteDefinition('/page/faq', DEFAULT_FLAGS);
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        exposes: [{ path: './StaticPage', assets: { js: { sync: [] }, css: { sync: ['7.css'] } } }],
      }),
    );
    const manifest = '/apps/mfe-content/mf-manifest.json';
    expect(preloadTags(route, manifest, dir, { stylesheets: true })).toContain(stylesheet);
    expect(preloadTags(route, manifest, dir)).toContain(
      '<link rel="preload" href="/apps/mfe-content/7.css" as="style" />',
    );
    expect(preloadTags(route, manifest, dir)).toContain(
      '<link rel="preload" href="/apps/mfe-content/remoteEntry.js" as="script" />',
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
