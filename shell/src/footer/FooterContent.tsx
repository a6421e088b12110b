import {
  MARKETS,
  marketHost,
  openConsentPreferences,
  paths,
  type RouteKind,
  usePlatform,
} from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import { footerOptions } from './footer-options';
import { PaymentLogos } from './PaymentLogos';
import styles from './FooterContent.module.css';
import { legalPageId, legalPagesFor, showsPhoneLine } from './footer-links';

// CONT-048: the newsletter box's form and copy come with it (the shell's on-demand namespace).
const NewsletterBox = lazy(() => import('../newsletter/NewsletterBox'));

/**
 * SHELL-045..050: help, contact, legal pages, newsletter sign-up, payment logos and the country
 * switcher; SHELL-019: what the page's segment adds or hides.
 */
export default function FooterContent({ kind }: { kind: RouteKind }) {
  const options = footerOptions(kind);
  const { t } = useTranslation('shell');
  const later = useTranslation(SHELL_LATER_NAMESPACE).t;
  const locale = usePlatform((state) => state.locale);
  const market = usePlatform((state) => state.market);
  const location = usePlatform((state) => state.location);
  const host = typeof window === 'undefined' ? 'localhost' : window.location.host;
  const protocol = typeof window === 'undefined' ? 'http:' : window.location.protocol;

  return (
    <>
      {options.bookingLegal && (
        <p className={styles.bookingLegal}>{later('footer.bookingLegal')}</p>
      )}
      <div className={styles.columns}>
        {options.newsletter && (
          <div data-footer-part="newsletter">
            <Suspense fallback={null}>
              <NewsletterBox />
            </Suspense>
          </div>
        )}
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.help')}
          </h2>
          {options.contact && (
            <div data-footer-part="contact">
              <ul className={styles.list}>
                <li>
                  <Link to={paths.contact()}>{t('footer.contact')}</Link>
                </li>
              </ul>
              <p>{t('footer.contactHours')}</p>
              {showsPhoneLine(locale) && <p>{t('footer.phoneLine')}</p>}
            </div>
          )}
          <p>{t('footer.rating')}</p>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legalHeading')}
          </h2>
          <ul className={styles.list}>
            {legalPagesFor(locale).map((page) => (
              <li key={page} data-footer-part="legal">
                <Link to={paths.staticPage(legalPageId(page, locale))}>
                  {t(`footer.legal.${page}`)}
                </Link>
              </li>
            ))}
            <li>
              {/* BEY-004: the cookie choice can be reopened from every page. */}
              <button type="button" className={styles.linkButton} onClick={openConsentPreferences}>
                {later('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment" className={styles.heading}>
            {t('footer.paymentHeading')}
          </h2>
          <PaymentLogos />
        </section>
        <nav aria-labelledby="footer-country">
          <h2 id="footer-country" className={styles.heading}>
            {t('footer.country')}
          </h2>
          <ul className={styles.list}>
            {Object.values(MARKETS).map((target) => (
              <li key={target.pos}>
                <a
                  href={`${protocol}//${marketHost(host, target)}${location.pathname}`}
                  aria-current={target.pos === market.pos ? 'true' : undefined}
                >
                  {t(`countries.${target.pos}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* SHELL-019: room under the stay page's sticky booking bar (mobile). */}
      {options.bookingBar && <div className={styles.bookingBarSpace} aria-hidden="true" />}
    </>
  );
}
