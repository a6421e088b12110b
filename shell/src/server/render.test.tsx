/**
 * @jest-environment node
 */
// Node, as in the gateway: no window, no document — the shell and the page render without them.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { loadBundledCopy } from '@shop/i18n/testing';
import {
  CONSENT_COOKIE,
  type RemotePageProps,
  serialiseConsent,
  servedLazy,
  usePlatform,
  useServedWidth,
} from '@shop/platform';
import { Suspense } from 'react';
import useSWR from 'swr';
import { SHELL_NAMESPACE } from '../i18n';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import en from '../locales/en.json' with { type: 'json' };
import enLater from '../locales/later/en.json' with { type: 'json' };
import esES from '../locales/es_ES.json' with { type: 'json' };
import esLater from '../locales/later/es_ES.json' with { type: 'json' };
import type { ServerRenderRequest } from '@shop/platform/server-render';
import { renderPage } from './render';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { useMetaTag, usePageTitle } from '@shop/platform/page-title';

loadBundledCopy({ [SHELL_NAMESPACE]: en, [SHELL_LATER_NAMESPACE]: enLater }, 'en');
loadBundledCopy({ [SHELL_NAMESPACE]: esES, [SHELL_LATER_NAMESPACE]: esLater }, 'es_ES');

const fetchContent = jest.fn(async (url: string) => ({ title: `Title of ${url}` }));

/** A content page as a remote exposes it: its data through SWR, its market from the platform. */
function FakeStaticPage({ params }: RemotePageProps) {
  const locale = usePlatform((state) => state.locale);
  const { data, isLoading } = useSWR(`/api/content/${params.contentId}.json`, fetchContent);
  if (isLoading) return <p>Loading</p>;
  return (
    <article>
      <h1>{data?.title}</h1>
      <p>{`Market ${locale}`}</p>
      <Layout />
    </article>
  );
}

/** A part laid out by a media query, for the width the render assumed. */
function Layout() {
  const phone = useMediaQuery(MOBILE_QUERY, useServedWidth());
  return <p>{phone ? 'Phone layout' : 'Wide layout'}</p>;
}

const loadPage = jest.fn<ServerRenderRequest['loadPage']>(async () => ({
  default: FakeStaticPage,
}));

function request(
  url: string,
  host = 'localhost:4200',
  userAgent = 'Mozilla/5.0',
): ServerRenderRequest {
  return {
    url,
    host,
    cookies: {},
    visitorId: '0b8c6f1e-2f43-4f0b-9d0e-6f7c1a2b3c4d',
    userAgent,
    registry: { remotes: { mfe_content: '/apps/mfe-content/mf-manifest.json' }, flags: {} },
    loadPage,
    releaseOf: () => '2.3.0',
  };
}

afterEach(() => {
  fetchContent.mockClear();
  loadPage.mockClear();
});

describe('the shell’s server render (issue 16, ADR 0088)', () => {
  it('renders the shell and the page with its data, and hands the data over for hydration', async () => {
    const page = await renderPage(request('/page/faq?lng=en'));
    expect(loadPage).toHaveBeenCalledWith('mfe_content', './StaticPage');
    expect(page?.lang).toBe('en');
    expect(page?.html).toContain('<h1>Title of /api/content/faq.json</h1>');
    expect(page?.html).not.toContain('Loading');
    // The shell around it, in the page's language.
    expect(page?.html).toContain('Skip to content');
    expect(page?.html).toContain('data-boundary="mfe_content" data-release="2.3.0"');
    expect(page?.data).toEqual({
      '/api/content/faq.json': { title: 'Title of /api/content/faq.json' },
    });
    expect(fetchContent).toHaveBeenCalledTimes(1);
  });

  it('renders each request in its own market, also when they render at once', async () => {
    const [french, spanish] = await Promise.all([
      renderPage(request('/page/faq?lng=en', 'fr.localhost')),
      renderPage(request('/page/faq', 'es.localhost')),
    ]);
    expect(french?.html).toContain('Market fr_FR');
    expect(spanish?.html).toContain('Market es_ES');
    expect(spanish?.lang).toBe('es-ES');
    expect(spanish?.html).toContain(esES.layout.skipToContent);
  });

  it('ADR 0090: lays the page out for the viewport the user agent suggests, and says which', async () => {
    const phone = await renderPage(
      request(
        '/page/faq?lng=en',
        'localhost:4200',
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/136.0.0.0 Mobile Safari/537.36',
      ),
    );
    expect(phone?.html).toContain('Phone layout');
    expect(phone?.servedWidth).toBe(390);
    const desktop = await renderPage(
      request(
        '/page/faq?lng=en',
        'localhost:4200',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0',
      ),
    );
    expect(desktop?.html).toContain('Wide layout');
    expect(desktop?.servedWidth).toBe(1280);
  });

  it('a call that fails leaves the page as the browser first shows it, without its data', async () => {
    fetchContent.mockRejectedValueOnce(new Error('API down'));
    const page = await renderPage(request('/page/broken?lng=en'));
    expect(page?.html).toContain('Loading');
    expect(page?.data).toEqual({});
  });

  it('waits for the page’s lazy code, renders it with what the server served (usePlatform served), and names the lazy sections rendered (ADR 0096)', async () => {
    function Sections() {
      const served = usePlatform((state) => state.served);
      return <section>{served ? 'Sections as served' : 'Sections in the browser'}</section>;
    }
    const LazySections = servedLazy('test/Sections', async () => ({ default: Sections }));
    loadPage.mockResolvedValueOnce({
      default: () => (
        <Suspense fallback={<p>Sections loading</p>}>
          <LazySections />
        </Suspense>
      ),
    });
    const page = await renderPage(request('/page/faq?lng=en'));
    expect(page?.html).toContain('<section>Sections as served</section>');
    expect(page?.html).not.toContain('Sections loading');
    // Completed in place: no script to reveal a boundary (the CSP refuses inline scripts).
    expect(page?.html).not.toContain('<script');
    expect(page?.errors).toBeUndefined();
    // The browser loads their code before hydrating: the banner's and the page's.
    expect(page?.lazy?.toSorted()).toEqual(['shell/ConsentHost', 'test/Sections']);
    // And the copy it translated with: the shell's (the page here translates nothing).
    expect(page?.copy).toContain(SHELL_NAMESPACE);
  });

  it('ADR 0095: one render makes every call, a call depending on another’s answer too, each once', async () => {
    const fetchStay = jest.fn(async (url: string) => ({ url, hotelId: 7 }));
    const fetchHotel = jest.fn(async (url: string) => ({ url, name: 'Manoir' }));
    function Stay() {
      const { data: stay } = useSWR('/api/weekend/1.json', fetchStay);
      const { data: hotel, isLoading } = useSWR(
        stay ? `/api/hotels/${stay.hotelId}.json` : null,
        fetchHotel,
      );
      return <p>{isLoading || !hotel ? 'Hotel loading' : `Hotel ${hotel.name}`}</p>;
    }
    loadPage.mockResolvedValueOnce({ default: Stay });
    const page = await renderPage(request('/page/faq?lng=en'));
    expect(page?.html).toContain('Hotel Manoir');
    expect(Object.keys(page?.data ?? {})).toEqual(['/api/weekend/1.json', '/api/hotels/7.json']);
    expect(fetchStay).toHaveBeenCalledTimes(1);
    expect(fetchHotel).toHaveBeenCalledTimes(1);
  });

  it('BEY-004: the consent banner is in the HTML exactly when the request’s cookie holds no choice', async () => {
    const first = await renderPage(request('/page/faq?lng=en'));
    expect(first?.html).toContain('data-testid="consent-banner"');
    const chosen = serialiseConsent({ analytics: true, ads: false, decidedAt: Date.now() });
    const again = await renderPage({
      ...request('/page/faq?lng=en'),
      cookies: { [CONSENT_COOKIE]: chosen },
    });
    expect(again?.html).toContain('Title of /api/content/faq.json');
    expect(again?.html).not.toContain('consent-banner');
    // The host is rendered still (empty): hydration needs its code all the same.
    expect(again?.lazy).toEqual(['shell/ConsentHost']);
  });

  it('BEY-008: hands the gateway the title and description the page asked for, for its head', async () => {
    loadPage.mockResolvedValueOnce({
      default: function TitledPage() {
        usePageTitle('Weekend getaways');
        useMetaTag('description', 'Compare weekend getaways.');
        return <h1>Weekend getaways</h1>;
      },
    });
    const page = await renderPage(request('/page/faq?lng=en'));
    expect(page?.head).toEqual({
      title: 'Weekend getaways',
      description: 'Compare weekend getaways.',
    });
    // A page that asks for no title leaves the shell's head (no record).
    expect((await renderPage(request('/page/faq?lng=en')))?.head).toBeUndefined();
  });

  it('a region that throws renders its placeholder, and the error goes to the gateway', async () => {
    loadPage.mockResolvedValueOnce({
      default: () => {
        throw new Error('window is not defined');
      },
    });
    const page = await renderPage(request('/page/faq?lng=en'));
    expect(page?.html).toContain('Skip to content');
    expect(page?.errors).toEqual([expect.stringContaining('window is not defined')]);
  });

  it.each(['/checkout/1/summary?lng=en', '/confirmation/3f2a?lng=en', '/account/trips?lng=en'])(
    'ADR 0101: serves the frame of %s, the shell around the page’s skeleton, never the page',
    async (url) => {
      const page = await renderPage(request(url));
      // The shopper's own checkout, order or account is not read on the server at all.
      expect(loadPage).not.toHaveBeenCalled();
      expect(page?.html).toContain('Skip to content');
      expect(page?.html).toMatch(
        /data-boundary="mfe_checkout"><div[^>]*aria-busy="true" role="status">/,
      );
      expect(page?.data).toEqual({});
    },
  );

  it.each([
    ['a page rendered in the browser', '/no-such-page?lng=en', 'localhost:4200'],
    ['customer care', '/page/faq', 'care.localhost:4200'],
    ['the Belgian language choice', '/page/faq', 'be.localhost:4200'],
  ])('answers null for %s', async (_case, url, host) => {
    expect(await renderPage(request(url, host))).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
