import {
  announcementCatalogueSchema,
  boxesBlockSchema,
  giftBlockSchema,
  homepageResponseSchema,
  ideasResponseSchema,
  landingPageSchema,
  minisiteSchema,
  navigationResponseSchema,
  recommendationsResponseSchema,
  searchKeySchema,
  staticContentSchema,
  targetedBannerCatalogueSchema,
  type NavigationLink,
} from '@shop/api-contract';
import { LOCALES } from '@shop/criteria';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('content endpoints', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const expectError = async (url: string, status: number, message: RegExp) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      error: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  };

  it.each(LOCALES)(
    'API-037 / CONT-001 / CONT-006: %s homepage holds booking, gifting and activity content',
    async (locale) => {
      const response = await get(`/api/cms/homepage?locale=${locale}`);
      expect(response.statusCode).toBe(200);
      const body = homepageResponseSchema.parse(response.json());
      expect(body.locale).toBe(locale);
      for (const flow of [body.booking, body.gifting, body.activity]) {
        expect(flow.seo).toEqual({
          title: expect.any(String),
          description: expect.any(String),
          index: true,
          follow: true,
        });
        expect(flow.jumbotron?.title).toBeTruthy();
        expect(flow.footer).toEqual({
          showFooter: true,
          showLegal: true,
          showNewsletter: true,
          showContact: true,
        });
      }
      expect(body.booking.seo.title).not.toBe(body.gifting.seo.title);
    },
  );

  it('CONT-002: a flow missing in the locale is answered with the booking content', async () => {
    const dutch = homepageResponseSchema.parse(
      (await get('/api/cms/homepage?locale=nl_NL')).json(),
    );
    expect(dutch.fallbackFlows).toEqual(['activity']);
    expect(dutch.activity).toEqual(dutch.booking);
    const french = homepageResponseSchema.parse(
      (await get('/api/cms/homepage?locale=fr_FR')).json(),
    );
    expect(french.fallbackFlows).toEqual([]);
    expect(french.activity.jumbotron?.title).toBe('Des expériences à vivre dès aujourd’hui');
  });

  it('CONT-005 / CONT-007: homepage parts and block types', async () => {
    const body = homepageResponseSchema.parse((await get('/api/cms/homepage?locale=es_ES')).json());
    expect(body.booking.header.showHeader).toBe(true);
    expect(body.booking.promoBar?.showFlowTabs).toBe(true);
    expect(body.booking.blocks.map((block) => block.type)).toEqual(
      expect.arrayContaining(['mainUsp', 'topSearchResults', 'categories', 'targetedBanner']),
    );
    expect(body.gifting.blocks.map((block) => block.type)).toContain('boxes');
  });

  it('CONT-001 / SHELL-027: lng=en reads the English homepage, ideas and static page of the market', async () => {
    const home = homepageResponseSchema.parse(
      (await get('/api/cms/homepage?locale=it_IT&lng=en')).json(),
    );
    expect(home.locale).toBe('it_IT');
    expect(home.booking.jumbotron?.title).toBe('Your next weekend starts here');
    expect(home.gifting.jumbotron?.title).toBe('Give a weekend away');
    const ideas = ideasResponseSchema.parse(
      (await get('/api/ideas.json?locale=es_ES&lng=en')).json(),
    );
    expect(ideas.title).toBe('Weekend ideas');
    const faq = staticContentSchema.parse(
      (await get('/api/content/faq.json?locale=nl_NL&lng=en')).json(),
    );
    expect(faq.title).toBe('Frequently asked questions');
    await expectError('/api/cms/homepage?locale=it_IT&lng=de', 400, /^lng: /);
  });

  it('API-037: answers 400 without a market locale', async () => {
    await expectError('/api/cms/homepage', 400, /^locale: required$/);
    await expectError('/api/cms/homepage?locale=en', 400, /^locale: /);
  });

  it('API-038 / CONT-009 / CONT-010: announcement banners grouped by page kind', async () => {
    const response = await get('/api/front/cms/announcementBanner');
    expect(response.statusCode).toBe(200);
    const body = announcementCatalogueSchema.parse(response.json());
    for (const group of [body.homePages, body.searchPages, body.productPages]) {
      expect(new Set(group.map((entry) => entry.locale))).toEqual(new Set(LOCALES));
    }
    const entry = body.searchPages.find((e) => e.locale === 'it_IT' && e.flow === 'booking');
    expect(entry?.announcementBanner.content).toContain('Cancellazione gratuita');
    expect(entry?.localizations).not.toContain('it_IT');
  });

  it('API-039 / CONT-015 / CONT-016: the boxes block per locale, discount from the prices', async () => {
    const body = boxesBlockSchema.parse((await get('/api/front/content-boxes-block/fr_BE')).json());
    expect(body).toMatchObject({ locale: 'fr_BE', campaign: 'best-boxes' });
    expect(body.title).toBe('Nos coffrets cadeaux les plus vendus');
    expect(body.results.length).toBeGreaterThan(0);
    for (const box of body.results) {
      expect(box.discount).toBe(Math.ceil(100 - (100 * box.promoPrice) / box.price));
      expect(box.campaign).toBe('best-boxes');
    }
    await expectError('/api/front/content-boxes-block/xx_XX', 400, /^locale: /);
  });

  it('API-040 / CONT-018: the gift block for every locale', async () => {
    const body = giftBlockSchema.parse((await get('/api/front/content/giftBlock')).json());
    expect(Object.keys(body).sort()).toEqual([...LOCALES].sort());
    expect(body.nl_NL).toMatchObject({
      title: 'Op zoek naar een cadeau?',
      giftcardURL: '/giftcard/customization',
      boxURL: expect.any(String),
      singleVoucherURL: expect.any(String),
      activityOnlyURL: expect.any(String),
    });
  });

  it('API-010 / CONT-012 / CONT-013: targeted banners per locale and page with targeting fields', async () => {
    const body = targetedBannerCatalogueSchema.parse(
      (await get('/api/content/targetedBanner.json')).json(),
    );
    expect(Object.keys(body).sort()).toEqual([...LOCALES].sort());
    const home = body.es_ES?.home ?? [];
    expect(home.length).toBeGreaterThan(1);
    expect(home[0]?.targeting).toMatchObject({ locale: 'es_ES', page: 'home', theme: 'spa' });
    expect(home[0]?.imageMobile).toMatch(/mobile/);
  });

  it('API-048 / LEFT-025 / CONT-027 / SHELL-046 / SHELL-047: static pages by id, per locale', async () => {
    const body = staticContentSchema.parse(
      (await get('/api/content/terms-of-sale.json?locale=it_IT')).json(),
    );
    expect(body).toMatchObject({ id: 'terms-of-sale', title: 'Condizioni generali di vendita' });
    expect(body.content).toContain('<p>');
    for (const locale of LOCALES) {
      const page = await get(`/api/content/data-protection-${locale}.json`);
      expect(page.statusCode).toBe(200);
      expect(staticContentSchema.parse(page.json()).id).toBe(`data-protection-${locale}`);
    }
    for (const id of ['terms-of-use', 'cookies', 'partner-signup', 'faq']) {
      expect((await get(`/api/content/${id}.json?locale=nl_BE`)).statusCode).toBe(200);
    }
    expect(
      staticContentSchema.parse((await get('/api/content/press-room.json?locale=es_ES')).json())
        .title,
    ).toBe('Sala de prensa');
    await expectError('/api/content/no-such-page.json', 404, /not found/);
    await expectError('/api/content/..%2Fetc.json', 400, /^id: /);
  });

  it('SHELL-046: the press room exists only for Spain and France', async () => {
    const fr = staticContentSchema.parse(
      (await get('/api/content/press-room.json?locale=fr_FR')).json(),
    );
    expect(fr.title).toBe('Espace presse');
    // Other locales are answered with the English reference page.
    const it = staticContentSchema.parse(
      (await get('/api/content/press-room.json?locale=it_IT')).json(),
    );
    expect(it.title).toBe('Press room');
  });

  it('API-049 / LEFT-025 / CONT-025: ideas with sections and regions', async () => {
    const body = ideasResponseSchema.parse((await get('/api/ideas.json?locale=nl_BE')).json());
    expect(body.title).toBe('Weekendideeën');
    expect(body.sections.length).toBeGreaterThan(1);
    expect(body.sections[0]?.ideas.length).toBeGreaterThan(6);
    expect(body.regions.map((region) => region.label)).toContain('Ardennes');
    await expectError('/api/ideas.json', 400, /^locale: required$/);
  });

  it('API-050 / LEFT-025: recommendations with id, url, title and cover', async () => {
    const body = recommendationsResponseSchema.parse(
      (await get('/api/recommendations.json?locale=es_ES')).json(),
    );
    expect(body.items[0]).toEqual({
      id: 'selection-1',
      url: expect.stringMatching(/^\//),
      title: 'Una noche en un castillo',
      cover: expect.stringMatching(/^\/api\/images\/content\/[\w-]+\.svg$/),
    });
  });

  it('issue 3 §2: every picture the content names is served by the API (no network, allowed by the CSP)', async () => {
    const pictures = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') {
        if (/\.(svg|jpe?g|png|webp)$/.test(value) || value.startsWith('/api/images/'))
          pictures.add(value);
      } else if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
    };
    for (const url of [
      '/api/cms/homepage?locale=fr_FR',
      '/api/cms/homepage?locale=nl_BE&flow=gifting',
      '/api/front/content-boxes-block/fr_BE',
      '/api/front/content/giftBlock',
      '/api/content/targetedBanner.json',
      '/api/recommendations.json?locale=it_IT',
      '/api/ideas.json?locale=es_ES',
      '/api/landing/romantic-weekends.json?locale=fr_FR',
      '/api/minisites/cezam-fr.partners.weekend-shop.test.json',
    ])
      collect((await get(url)).json());
    expect(pictures.size).toBeGreaterThan(10);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/api\/images\//);
      const response = await get(picture);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('API-051 / LEFT-026 / SHELL-041 / SHELL-042 / SHELL-044: navigation tree, four levels, one of 15+ links, theme of the week', async () => {
    const body = navigationResponseSchema.parse(
      (await get('/api/front/cms/navigation?locale=fr_FR')).json(),
    );
    expect(body.links[0]?.label).toBe('Inspirations');
    const depth = (links: NavigationLink[]): number =>
      links.length === 0 ? 0 : 1 + Math.max(...links.map((link) => depth(link.children)));
    expect(depth(body.links)).toBe(4);
    const widest = (links: NavigationLink[]): number =>
      Math.max(links.length, ...links.map((link) => widest(link.children)));
    expect(widest(body.links)).toBeGreaterThanOrEqual(15);
    expect(body.thisWeekTheme).toEqual({
      themaTitle: 'Week-end spa',
      description: expect.any(String),
      weekendUrl: expect.stringMatching(/^\/search/),
    });
    const themes = body.links[0]?.children.find((link) => link._id === 'themes');
    expect(themes?.thisWeekTheme?.themaTitle).toBe('Week-end spa');
  });

  it('API-052 / LEFT-027 / CONT-066 / CONT-067 / CONT-068: six partner minisites, by id or host', async () => {
    const ids = ['bnp-be-nl', 'cezam-fr', 'anwb-nl', 'ing-be-fr', 'iberia-club-es', 'coop-it'];
    const minisites = [];
    for (const id of ids) {
      const response = await get(`/api/minisites/${id}.json`);
      expect(response.statusCode).toBe(200);
      minisites.push(minisiteSchema.parse(response.json()));
    }
    expect(minisites.map((site) => site.minisiteLocale)).toEqual([
      'nl_BE',
      'fr_FR',
      'nl_NL',
      'fr_BE',
      'es_ES',
      'it_IT',
    ]);
    for (const site of minisites) {
      expect(site.bannerUrls.desktop).not.toBe(site.bannerUrls.mobile);
      expect(site.footerLegalText).toMatch(/89/);
    }
    const byHost = await get('/api/minisites/cezam-fr.partners.weekend-shop.test.json');
    expect(minisiteSchema.parse(byHost.json()).minisiteId).toBe('cezam-fr');
    await expectError('/api/minisites/unknown.json', 404, /not found/);
  });

  it('SHELL-008 / CONT-020: a landing definition per id and locale, else 404', async () => {
    const body = landingPageSchema.parse(
      (await get('/api/landing/romantic-weekends.json?locale=it_IT')).json(),
    );
    expect(body).toMatchObject({ id: 'romantic-weekends', locale: 'it_IT', showHeader: true });
    expect(body.components.map((component) => component.component)).toEqual(
      expect.arrayContaining([
        'BestBoxes',
        'JumbotronPromo',
        'MainUSP',
        'TopBar',
        'PromoCards',
        'TargetedBanner',
        'TopSearchResults',
      ]),
    );
    // Every landing the content links to (issue 14 item 10): four selections, four seasons.
    for (const id of ['selection-1', 'selection-4', 'season-1', 'season-4']) {
      const other = landingPageSchema.parse(
        (await get(`/api/landing/${id}.json?locale=nl_BE`)).json(),
      );
      expect(other).toMatchObject({ id, locale: 'nl_BE' });
    }
    await expectError('/api/landing/other.json?locale=it_IT', 404, /not found/);
    await expectError('/api/landing/romantic-weekends.json', 400, /^locale: required$/);
  });

  it('API-047 / CONT-022 / LEFT-024: search keys resolve by type', async () => {
    const stays = searchKeySchema.parse(
      (await get('/api/search-keys/romantic-weekends.json')).json(),
    );
    expect(stays).toMatchObject({
      type: 'stays',
      numberOfPackagesPerHotel: 1,
      page: 0,
      sort: 'priceQuality',
    });
    const activities = searchKeySchema.parse(
      (await get('/api/search-keys/activities-wellness.json')).json(),
    );
    expect(activities).toMatchObject({ type: 'activities', numberOfPackagesPerHotel: 20, page: 0 });
    await expectError('/api/search-keys/nothing.json', 404, /not found/);
  });
});
