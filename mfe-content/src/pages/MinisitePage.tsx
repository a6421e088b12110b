import { sameSiteImage } from '@shop/criteria';
import { PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import {
  Link,
  navigate,
  paths,
  platformStore,
  usePlatform,
  type RemotePageProps,
} from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { useEffect } from 'react';
import { useMinisite } from '../entities/minisite/api/get-minisite';
import { NAMESPACE } from '../i18n';
import { NotAvailable } from '../lib/NotAvailable';
import { RichText } from '../lib/rich-text/RichText';
import { minisiteTarget } from '../lib/minisite-target';
import styles from './MinisitePage.module.css';

/**
 * CONT-066..068, LEFT-004, ADR 0070: a partner minisite `/minisite/{id}/…`. Its own home shows
 * the partner's logo, banners (desktop/mobile) and legal footer around links to the main routes;
 * every link and every deeper address (`/minisite/{id}/search…`, mirroring the main routes)
 * leads to the main route with `minisite={id}` in its query, which the pages pass on their
 * calls (PROD-017).
 */
export default function MinisitePage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const location = usePlatform((state) => state.location);
  const id = params.minisiteId;
  const rest = params['*'] ?? '';
  const { data, error, isLoading } = useMinisite(id);
  const target =
    id && data ? minisiteTarget(data.minisiteId, rest, location.search, location.hash) : null;
  usePageTitle(data?.partnerName);
  useEffect(() => {
    if (!id || !data || !rest) return;
    // With the address as the browser has it: a served page hydrates without its hash (ADR 0088),
    // which a deeper address passes on (search criteria).
    const { search, hash } = platformStore.getState().location;
    const live = minisiteTarget(data.minisiteId, rest, search, hash);
    if (live) navigate(live, { replace: true });
  }, [id, data, rest]);
  if (isLoading || (target && rest)) return <PageSkeleton label={t('common.loading')} />;
  if (error || !data || !id) return <NotAvailable message={t('minisite.missing')} />;
  const desktop = sameSiteImage(data.bannerUrls.desktop);
  const mobile = sameSiteImage(data.bannerUrls.mobile) ?? desktop;
  const logo = sameSiteImage(data.logoUrl);
  const links = [
    { label: t('minisite.links.search'), to: minisiteTarget(data.minisiteId, 'search', '', '') },
    {
      label: t('minisite.links.gifts'),
      to: minisiteTarget(data.minisiteId, 'gift/search', '', ''),
    },
    {
      label: t('minisite.links.ideas'),
      to: minisiteTarget(data.minisiteId, 'weekend-ideas', '', ''),
    },
  ];
  return (
    <article
      className={styles.minisite}
      data-minisite={data.minisiteId}
      lang={data.minisiteLocale.replace('_', '-')}
    >
      <header className={styles.header}>
        {logo ? (
          <img src={logo} alt={data.partnerName} width={160} height={48} className={styles.logo} />
        ) : null}
        <h1 className={styles.title}>{t('minisite.title', { partner: data.partnerName })}</h1>
      </header>
      {mobile ? (
        <picture className={styles.banner}>
          {desktop ? <source media="(min-width: 600px)" srcSet={desktop} /> : null}
          <img src={mobile} alt="" width={1200} height={300} />
        </picture>
      ) : null}
      <nav aria-label={t('minisite.linksLabel', { partner: data.partnerName })}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to ?? paths.home()} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        className={styles.legal}
        aria-label={t('minisite.legal', { partner: data.partnerName })}
      >
        <RichText html={data.footerLegalText} />
      </section>
    </article>
  );
}
