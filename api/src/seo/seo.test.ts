import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { weekends } from '../db/schema';
import { registerGateway } from '../gateway/gateway';
import { productPageExists } from '../product';
import { refreshSearchReadModel } from '../search';
import { createTestApp, type TestApp } from '../testing/test-app';
import { applyPageHead } from './head';
import { createSeoSource, recordedPageHead } from './index';

/** The shell's head as its index.html has it (shell/src/index.html). */
const SHELL_HTML = [
  '<!doctype html><html lang="fr"><head>',
  '<meta name="robots" content="noindex" />',
  '<meta name="description" content="Weekend stays, activities and gifts" />',
  '<title>Weekend Shop</title>',
  '</head><body><div id="root"></div></body></html>',
].join('');

/** 10 March 2026, 10:00 in Paris. */
const NOW = new Date('2026-03-10T09:00:00Z');

describe('applyPageHead (ADR 0086)', () => {
  it('replaces title, description and robots, escapes what it writes, and nothing can close the JSON-LD', () => {
    const html = applyPageHead(SHELL_HTML, {
      lang: 'fr-FR',
      title: 'Spa & dîner <b>',
      description: 'Hôtel "Le Lac"',
      indexed: {
        robots: 'index, follow',
        canonical: 'https://www.weekend-shop.fr/weekend/1',
        alternates: [{ hreflang: 'es-ES', href: 'https://www.weekend-shop.es/weekend/1' }],
        jsonLd: [{ name: '</script><script>alert(1)</script>' }],
      },
    });
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<title>Spa &amp; dîner &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Hôtel &quot;Le Lac&quot;" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).not.toContain('content="noindex"');
    expect(html).toContain(
      '<link rel="alternate" hreflang="es-ES" href="https://www.weekend-shop.es/weekend/1" data-page-head />',
    );
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('reads the shell’s head as the production build minifies it, and writes "$" patterns as they are', () => {
    const minified =
      '<!doctype html><html lang=fr><head><meta name=robots content=noindex><meta name=description content="Weekend stays, activities and gifts"><title>Weekend Shop</title></head><body></body></html>';
    const html = applyPageHead(minified, {
      lang: 'fr-FR',
      title: 'Spa $& dîner',
      description: 'Hôtel $1',
      indexed: {
        robots: 'index, follow',
        canonical: 'https://x.test/',
        alternates: [],
        jsonLd: [],
      },
    });
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<meta name="description" content="Hôtel $1" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('Weekend stays');
    expect(html).toContain('<title>Spa $&amp; dîner</title>');
  });

  it('without indexing: title and description only, the shell’s noindex stays', () => {
    const html = applyPageHead(SHELL_HTML, {
      lang: 'nl-BE',
      title: 'T',
      description: 'D',
      indexed: null,
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('data-page-head');
    expect(html).toContain('<title>T</title>');
  });
});

describe('recordedPageHead (BEY-008): a served page the catalogue has no head for', () => {
  it('takes the title and description the page rendered with, on its market, under the home', () => {
    const head = recordedPageHead(
      '/search',
      { title: 'Weekend getaways', description: 'Compare weekend getaways.' },
      'it_IT',
      true,
    );
    expect(head).toMatchObject({
      lang: 'it-IT',
      title: 'Weekend getaways | Weekend Shop',
      description: 'Compare weekend getaways.',
      indexed: {
        robots: 'index, follow',
        canonical: 'https://www.weekend-shop.it/search',
        jsonLd: [
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { position: 1, name: 'Weekend Shop', item: 'https://www.weekend-shop.it/' },
              { position: 2, name: 'Weekend getaways' },
            ],
          },
        ],
      },
    });
    expect(head?.indexed?.alternates).toHaveLength(7);
    // Without indexing: title and description only; without a title, nothing.
    expect(recordedPageHead('/search', { title: 'Activities' }, 'fr_FR', false)).toEqual({
      lang: 'fr-FR',
      title: 'Activities | Weekend Shop',
      description: 'Activities',
      indexed: null,
    });
    expect(recordedPageHead('/search', { description: 'x' }, 'fr_FR', true)).toBeNull();
  });
});

describe('SEO in the served HTML and the sitemaps (issue 16 item 4, ADR 0086)', () => {
  let root: string;
  let ctx: TestApp;
  const gateways: FastifyInstance[] = [];

  async function gateway(indexing: boolean) {
    const app = Fastify({ logger: false });
    await registerGateway(app, {
      root,
      registry: { remotes: {}, flags: {}, environment: { production: indexing, indexing } },
      pageExists: productPageExists(ctx.database.orm),
      seo: createSeoSource(ctx.database.orm, () => NOW),
    });
    await app.ready();
    gateways.push(app);
    return app;
  }
  let indexed: FastifyInstance;
  let hidden: FastifyInstance;

  /** A catalogue change as an import makes it: written, then refreshed (ADR 0012, ADR 0099). */
  const publish = async (id: number, published: boolean) => {
    await ctx.database.orm.update(weekends).set({ published }).where(eq(weekends.id, id));
    await refreshSearchReadModel(ctx.database.orm, { weekendIds: [id] });
  };
  const ttl = process.env.CATALOGUE_VERSION_TTL_MS;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'seo-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_HTML);
    // Every page reads the catalogue version again, so that a change shows at once.
    process.env.CATALOGUE_VERSION_TTL_MS = '0';
    ctx = await createTestApp();
    indexed = await gateway(true);
    hidden = await gateway(false);
  }, 60_000);
  afterAll(async () => {
    if (ttl === undefined) delete process.env.CATALOGUE_VERSION_TTL_MS;
    else process.env.CATALOGUE_VERSION_TTL_MS = ttl;
    for (const app of gateways) await app.close();
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  const get = (app: FastifyInstance, url: string, host = 'localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );

  it('a stay page’s raw HTML carries its title, description, canonical, hreflang for the six markets and x-default, and JSON-LD', async () => {
    const response = await get(indexed, '/weekend/1');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title).toMatch(/ - /);
    expect(title).not.toBe('Weekend Shop');
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.weekend-shop.fr/weekend/1" data-page-head />',
    );
    for (const hreflang of ['fr-FR', 'es-ES', 'fr-BE', 'nl-BE', 'nl-NL', 'it-IT', 'x-default']) {
      expect(html).toContain(`hreflang="${hreflang}"`);
    }
    const [breadcrumb, product] = jsonLdOf(html);
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = breadcrumb!.itemListElement as { position: number; name: string }[];
    expect(items[0]).toMatchObject({ position: 1, name: 'Weekend Shop' });
    expect(items.at(-1)).not.toHaveProperty('item');
    expect(product).toMatchObject({
      '@type': 'Product',
      url: 'https://www.weekend-shop.fr/weekend/1',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: expect.stringMatching(/^\d+\.\d\d$/),
      },
    });
  });

  it('the market comes from the host: the Spanish stay page speaks Spanish and points to its own address', async () => {
    const html = (await get(indexed, '/weekend/1', 'es.localhost:4200')).body;
    expect(html).toContain('<html lang="es-ES">');
    expect((await get(indexed, '/weekend/1?lng=en', 'es.localhost:4200')).body).toContain(
      '<html lang="en">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://www.weekend-shop.es/weekend/1" data-page-head />',
    );
  });

  it('an unpublished stay says noindex; an unknown one keeps the shell’s head with its 404', async () => {
    await publish(2, false);
    const html = (await get(indexed, '/weekend/2')).body;
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    expect(jsonLdOf(html)[1]).toMatchObject({
      offers: { availability: 'https://schema.org/Discontinued' },
    });
    await publish(2, true);
    const unknown = await get(indexed, '/weekend/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Weekend Shop</title>');
  });

  it('a hotel page: the Hotel with its address, stars and rating; an activity: a Product with its Offer', async () => {
    const hotel = (await get(indexed, '/hotel/1')).body;
    expect(hotel).toContain(
      '<link rel="canonical" href="https://www.weekend-shop.fr/hotel/1" data-page-head />',
    );
    const [hotelCrumbs, hotelData] = jsonLdOf(hotel);
    expect(hotelCrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(hotelData).toMatchObject({
      '@type': 'Hotel',
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates' },
      starRating: { '@type': 'Rating' },
      // CONT-065: the hotel's reviews on their 0 to 10 scale.
      aggregateRating: {
        '@type': 'AggregateRating',
        bestRating: 10,
        worstRating: 0,
        ratingValue: expect.any(Number),
        reviewCount: expect.any(Number),
      },
    });
    expect(/<title>([^<]+)<\/title>/.exec(hotel)?.[1]).toMatch(/ - /);

    const sitemap = (await get(indexed, '/sitemaps/fr_FR.xml')).body;
    const activityPath = /<loc>https:\/\/www\.weekend-shop\.fr(\/activity\/\d+)<\/loc>/.exec(
      sitemap,
    )?.[1];
    expect(activityPath).toBeDefined();
    const activity = (await get(indexed, activityPath!)).body;
    expect(activity).toContain(
      `<link rel="canonical" href="https://www.weekend-shop.fr${activityPath}" data-page-head />`,
    );
    expect(jsonLdOf(activity)[1]).toMatchObject({
      '@type': 'Product',
      offers: { priceCurrency: 'EUR', price: expect.stringMatching(/^\d+\.\d\d$/) },
    });
  });

  it('CONT-008: home, ideas, landing and static pages: title, description and robots from the CMS, canonical on the market', async () => {
    const home = (await get(indexed, '/')).body;
    expect(home).toContain(
      '<link rel="canonical" href="https://www.weekend-shop.fr/" data-page-head />',
    );
    // CONT-008: an alternate address for every locale, and x-default.
    for (const hreflang of ['fr-FR', 'es-ES', 'fr-BE', 'nl-BE', 'nl-NL', 'it-IT', 'x-default']) {
      expect(home).toMatch(
        new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https://[^"]+/"`),
      );
    }
    expect(home).not.toContain('<title>Weekend Shop</title>');
    // CONT-065: the site-level rating is fixed at 4.5 of 5 from 4146 ratings.
    expect(jsonLdOf(home)).toContainEqual(
      expect.objectContaining({
        '@type': 'Organization',
        url: 'https://www.weekend-shop.fr/',
        aggregateRating: expect.objectContaining({
          ratingValue: 4.5,
          bestRating: 5,
          ratingCount: 4146,
        }),
      }),
    );
    const urls = [
      ...(await get(indexed, '/sitemaps/fr_FR.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((match) => new URL(match[1]!).pathname);
    for (const prefix of ['/landing/', '/page/', '/weekend-ideas']) {
      const page = urls.find((url) => url.startsWith(prefix))!;
      const html = (await get(indexed, page)).body;
      expect({ page, canonical: html.includes(`https://www.weekend-shop.fr${page}"`) }).toEqual({
        page,
        canonical: true,
      });
      expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
      expect(html).not.toContain('<title>Weekend Shop</title>');
    }
    // The ideas page sits under the home in its breadcrumb.
    const ideas = jsonLdOf((await get(indexed, '/weekend-ideas')).body);
    expect(ideas[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Weekend Shop', item: 'https://www.weekend-shop.fr/' },
        { position: 2, name: expect.any(String) },
      ],
    });
    // A page with no head of its own (the search) keeps the shell's.
    expect((await get(indexed, '/search')).body).toContain('<title>Weekend Shop</title>');
  });

  it('where indexing is not allowed: the page keeps noindex and no canonical; no sitemap', async () => {
    const html = (await get(hidden, '/weekend/1')).body;
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('data-page-head');
    expect(html).not.toContain('<title>Weekend Shop</title>');
    expect((await get(hidden, '/sitemap.xml')).statusCode).toBe(404);
    expect((await get(hidden, '/robots.txt')).body).not.toContain('Sitemap:');
  });

  it('/sitemap.xml indexes one sitemap per market; robots.txt names it', async () => {
    const index = await get(indexed, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex');
    for (const locale of ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT']) {
      expect(index.body).toMatch(new RegExp(`<loc>https://[^<]+/sitemaps/${locale}\\.xml</loc>`));
    }
    expect((await get(indexed, '/robots.txt', 'nl.localhost:4200')).body).toContain(
      'Sitemap: http://nl.localhost:4200/sitemap.xml',
    );
  });

  it('a market sitemap lists home, stays on sale, their hotels, activities, ideas, landings and static pages, on its origin', async () => {
    const response = await get(indexed, '/sitemaps/it_IT.xml');
    expect(response.statusCode).toBe(200);
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls[0]).toBe('https://www.weekend-shop.it/');
    expect(urls.every((url) => url.startsWith('https://www.weekend-shop.it/'))).toBe(true);
    expect(urls).toContain('https://www.weekend-shop.it/weekend-ideas');
    for (const kind of ['weekend', 'hotel', 'activity', 'landing', 'page']) {
      expect({ kind, listed: urls.some((url) => url.includes(`.it/${kind}/`)) }).toEqual({
        kind,
        listed: true,
      });
    }
    expect(new Set(urls).size).toBe(urls.length);
    await publish(3, false);
    const after = (await get(indexed, '/sitemaps/it_IT.xml')).body;
    expect(after).not.toContain('/weekend/3<');
    await publish(3, true);
    for (const bad of ['/sitemaps/xx_XX.xml', '/sitemaps/fr_FR.txt', '/sitemaps/..%2Fetc.xml']) {
      expect({ bad, status: (await get(indexed, bad)).statusCode }).toEqual({ bad, status: 404 });
    }
  });
});
