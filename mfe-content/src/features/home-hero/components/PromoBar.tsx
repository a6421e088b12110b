import type { ContentFlow, PromoBar as PromoBarModel } from '@shop/api-contract';
import { safeContentHref } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { Link } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { FlowToggle } from './FlowToggle';
import styles from './PromoBar.module.css';

/**
 * CONT-011: the promo bar of the flow — its links (a new tab when asked, the black variant) and,
 * with showFlowTabs, the Stays/Gifts toggle (CONT-004). Flow-tab links (`/?flow=`) are the
 * toggle's own and are not repeated.
 */
export function PromoBar({ bar, flow }: { bar: PromoBarModel; flow: ContentFlow }) {
  const { t } = useTranslation(NAMESPACE);
  const links = bar.links
    .map((link) => ({ ...link, href: safeContentHref(link.url) }))
    .filter((link) => link.href && !(bar.showFlowTabs && /^\/\?flow=/.test(link.href)));
  return (
    <div
      className={styles.bar}
      data-campaign={bar.campaign}
      data-internal-code={bar.internalCode}
      data-category={bar.category}
    >
      {bar.showFlowTabs ? <FlowToggle flow={flow} /> : null}
      {links.length > 0 ? (
        <ul className={styles.links} aria-label={t('home.promoBar')}>
          {links.map((link) => (
            <li key={link.internalCode}>
              {link.newTab ? (
                <a
                  className={styles[link.variant]}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.label}
                </a>
              ) : (
                <Link className={styles[link.variant]} to={link.href ?? '/'}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The promo bar's space while the content loads (nothing below moves when it comes). */
export function PromoBarSpace() {
  return <div className={styles.bar} aria-hidden="true" />;
}
