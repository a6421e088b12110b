import { MARKETS, marketHost, paths, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { Link } from 'react-router';
import styles from './Footer.module.css';
import { legalPageId, legalPagesFor, showsPhoneLine } from './footer-links';

/** SHELL-045..050: help, contact, legal pages, payment methods and the country switcher. */
export default function FooterContent() {
  const { t } = useTranslation('shell');
  const locale = usePlatform((state) => state.locale);
  const market = usePlatform((state) => state.market);
  const location = usePlatform((state) => state.location);
  const host = typeof window === 'undefined' ? 'localhost' : window.location.host;
  const protocol = typeof window === 'undefined' ? 'http:' : window.location.protocol;

  return (
    <div className={styles.columns}>
      <section aria-labelledby="footer-help">
        <h2 id="footer-help" className={styles.heading}>
          {t('footer.help')}
        </h2>
        <ul className={styles.list}>
          <li>
            <Link to={paths.contact()}>{t('footer.contact')}</Link>
          </li>
        </ul>
        <p>{t('footer.contactHours')}</p>
        {showsPhoneLine(locale) && <p>{t('footer.phoneLine')}</p>}
        <p>{t('footer.rating')}</p>
      </section>
      <section aria-labelledby="footer-legal">
        <h2 id="footer-legal" className={styles.heading}>
          {t('footer.legalHeading')}
        </h2>
        <ul className={styles.list}>
          {legalPagesFor(locale).map((page) => (
            <li key={page}>
              <Link to={paths.staticPage(legalPageId(page, locale))}>
                {t(`footer.legal.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-payment">
        <h2 id="footer-payment" className={styles.heading}>
          {t('footer.paymentHeading')}
        </h2>
        <ul className={styles.badges}>
          <li>{t('footer.payment.card')}</li>
          <li>{t('footer.payment.instalments')}</li>
          <li>{t('footer.payment.secure')}</li>
        </ul>
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
  );
}
