import { Alert, PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { type RemotePageProps, usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { useGiftBoxes } from '../entities/gift-box/api/get-gift-boxes';
import { BoxCard } from '../entities/gift-box/components/BoxCard';
import { NAMESPACE } from '../i18n';
import { useFormatTag } from '../lib/use-format-tag';
import { boxesAddress } from '../lib/boxes-address';
import styles from './GiftingPage.module.css';

/**
 * GIFT-027: /boxes/{box} (behind the giftBoxes toggle, in the route table): the boxes of the
 * gift-boxes call as box cards, for the campaign medium of the address (`utm_medium`, as the
 * boxes' own links carry it); the box the address names comes first and is marked (ADR 0078).
 */
export default function BoxesPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const locale = usePlatform((state) => state.locale);
  const search = usePlatform((state) => state.location.search);
  const { box: slug, utmMedium } = boxesAddress(params.boxId, search);
  const boxes = useGiftBoxes(locale, utmMedium);
  usePageTitle(t('boxes.title'));
  const results = boxes.data?.results ?? [];
  const current = slug
    ? results.find((box) => box.link.split('?')[0] === `/boxes/${slug}`)
    : undefined;
  const ordered = current ? [current, ...results.filter((box) => box !== current)] : results;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('boxes.title')}</h1>
      <p className={styles.lead}>{t('boxes.lead')}</p>
      {boxes.error ? <Alert tone="error">{t('boxes.error')}</Alert> : null}
      {!boxes.data && !boxes.error ? <PageSkeleton /> : null}
      {boxes.data && results.length === 0 ? <p>{t('boxes.empty')}</p> : null}
      {ordered.length > 0 ? (
        <ul className={styles.grid} aria-label={t('boxes.listLabel')}>
          {ordered.map((box) => (
            <BoxCard key={box.id} box={box} tag={tag} current={box === current} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
