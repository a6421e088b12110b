import { useTranslation } from '@shop/i18n';
import { type RouteKind, usePlatform } from '@shop/platform';
import { pushPromotions } from '@shop/platform/promotions';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { isSitePath } from '../header/navigation/nav-levels';
import styles from './AnnouncementBanner.module.css';
import { useAnnouncements } from './api/get-announcements';
import { pickAnnouncement, richTextNodes, richTextToPlain } from './pick-announcement';

/** SHELL-018: the announcement banner of search and product pages, from its content call. */
export default function AnnouncementBanner({ kind }: { kind: RouteKind }) {
  const { t } = useTranslation('shell');
  const locale = usePlatform((state) => state.locale);
  const { data } = useAnnouncements();
  const banner = data ? pickAnnouncement(data, kind, locale) : undefined;
  const text = banner ? richTextToPlain(banner.content) : '';

  // SHELL-067: the banner is a promotion: once in the data layer per page.
  useEffect(() => {
    if (banner && text)
      pushPromotions([
        { name: 'announcement_banner', campaign: `${banner.flow}_${banner.locale}` },
      ]);
  }, [banner, text]);

  if (!banner || !text) return null;
  // CONT-009: the rich text's bold and italics, the rest as text.
  const content = richTextNodes(banner.content);
  // Above the header, a landmark of its own: nothing on the page lies outside one (axe `region`).
  return (
    <aside
      className={`${styles.banner} ${styles[banner.colorVariation]}`}
      aria-label={t('layout.announcement')}
      data-testid="announcement"
    >
      {/* The text is clamped to the two lines the layout reserves, link or not. */}
      <p className={styles.text}>
        {banner.url && isSitePath(banner.url) ? (
          <Link to={banner.url} className={styles.link}>
            {content}
          </Link>
        ) : (
          content
        )}
      </p>
    </aside>
  );
}
