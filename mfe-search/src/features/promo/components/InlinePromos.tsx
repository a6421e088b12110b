import type { BoxCard, GiftBlock, SearchDetails, TargetedBanner } from '@shop/api-contract';
import { boxDiscount, firstTargetedBanner, type SearchCriteria } from '@shop/criteria';
import { VisuallyHidden } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link, paths, searchPath, usePlatform, type SearchFlow } from '@shop/platform';
import { useEnabledPath } from '@shop/platform/feature-links';
import { useStaticContentUrl } from '@shop/platform/static-content';
import type { ReactNode } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import {
  boxesBlockUrl,
  GIFT_BLOCK_URL,
  TARGETED_BANNERS_URL,
  usePromoContent,
} from '../api/content';
import {
  inlinePromoKinds,
  safeContentHref,
  sameSiteImage,
  searchTargetingContext,
  type InlinePromoKind,
} from '../promo-plan';
import styles from './Promo.module.css';

export interface InlinePromosProps {
  flow: SearchFlow;
  criteria: SearchCriteria;
  /** The search hash (criteria): the gift-stay banner offers the same search as a gift. */
  hash: string;
  details: SearchDetails | null | undefined;
  /** Intl tag prices are formatted with. */
  formatTag: string;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A content link: in-site paths navigate in the app; new-tab links say so to screen readers. */
function ContentLink({
  url,
  newTab,
  children,
  t,
}: {
  url: string;
  newTab?: boolean;
  children: ReactNode;
  t: Translate;
}) {
  return (
    <Link
      to={url}
      className={styles.link}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab ? (
        <>
          {' '}
          <VisuallyHidden>{`(${t('promo.newTab')})`}</VisuallyHidden>
        </>
      ) : null}
    </Link>
  );
}

function Tile({
  kind,
  tone,
  image,
  children,
}: {
  kind: InlinePromoKind;
  tone?: 'brand' | 'info';
  image?: ReactNode;
  children: ReactNode;
}) {
  const classes = [styles.tile, tone ? styles[tone] : '', image ? styles.withImage : ''];
  return (
    <li className={classes.filter(Boolean).join(' ')} data-promo={kind}>
      {image}
      <div className={styles.text}>{children}</div>
    </li>
  );
}

/** CONT-012: a targeted banner: picture, title, subtitle and up to 3 calls to action. */
function TargetedBannerTile({ banner, t }: { banner: TargetedBanner; t: Translate }) {
  const image = sameSiteImage(banner.imageUrl);
  const ctas = banner.ctas.flatMap((cta) => {
    const url = safeContentHref(cta.url);
    return url ? [{ ...cta, url }] : [];
  });
  const url = safeContentHref(banner.url);
  return (
    <Tile
      kind="targetedBanner"
      tone="info"
      image={
        image ? (
          <picture>
            {sameSiteImage(banner.imageMobile) ? (
              <source media="(max-width: 599px)" srcSet={sameSiteImage(banner.imageMobile)} />
            ) : null}
            <img
              className={`${styles.image} ${styles[banner.imagePosition]}`}
              src={image}
              alt={banner.imageAlt}
              loading="lazy"
            />
          </picture>
        ) : undefined
      }
    >
      <h3 className={styles.title}>{banner.title}</h3>
      <p className={styles.body}>{banner.subtitle}</p>
      <div className={styles.actions}>
        {ctas.length > 0
          ? ctas.slice(0, 3).map((cta) => (
              <ContentLink key={`${cta.label}${cta.url}`} url={cta.url} newTab={cta.newTab} t={t}>
                {cta.label}
              </ContentLink>
            ))
          : url && (
              <ContentLink url={url} newTab={banner.newTab} t={t}>
                {t('promo.discover')}
              </ContentLink>
            )}
      </div>
    </Tile>
  );
}

/** CONT-016: the first box of the boxes block, with its promotion (CRIT-078). */
function BoxTile({
  eyebrow,
  box,
  formatTag,
  t,
}: {
  eyebrow: string;
  box: BoxCard;
  formatTag: string;
  t: Translate;
}) {
  const url = safeContentHref(box.url);
  const discount = box.promoPrice < box.price ? boxDiscount(box.promoPrice, box.price) : 0;
  return (
    <Tile kind="box">
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h3 className={styles.title}>{box.title}</h3>
      <p className={styles.body}>{t('promo.box.rating', { rating: box.rating })}</p>
      <p className={styles.prices}>
        <span className={styles.price}>{formatPrice(box.promoPrice, formatTag)}</span>
        {discount > 0 ? (
          <>
            <del className={styles.refPrice}>
              <VisuallyHidden>{`${t('promo.box.refPrice')} `}</VisuallyHidden>
              {formatPrice(box.price, formatTag)}
            </del>
            <span className={styles.badge}>{t('promo.box.discount', { n: discount })}</span>
          </>
        ) : null}
      </p>
      {url ? (
        <div className={styles.actions}>
          <ContentLink url={url} t={t}>
            {t('promo.box.cta')} <VisuallyHidden>{`(${box.title})`}</VisuallyHidden>
          </ContentLink>
        </div>
      ) : null}
    </Tile>
  );
}

/** One of the gift banners: copy from this app, address from the gift block when it has one. */
function GiftBanner({
  kind,
  url,
  t,
}: {
  kind: 'singleVoucherBanner' | 'giftCardBanner' | 'giftStayBanner';
  url: string;
  t: Translate;
}) {
  return (
    <Tile kind={kind} tone={kind === 'giftStayBanner' ? 'brand' : undefined}>
      <h3 className={styles.title}>{t(`promo.${kind}.title`)}</h3>
      <p className={styles.body}>{t(`promo.${kind}.text`)}</p>
      <div className={styles.actions}>
        <ContentLink url={url} t={t}>
          {t(`promo.${kind}.cta`)}
        </ContentLink>
      </div>
    </Tile>
  );
}

/** CONT-018: the gift block of the locale: title, subtitle and its four gift links. */
function GiftBlockTile({ entry, t }: { entry: NonNullable<GiftBlock['fr_FR']>; t: Translate }) {
  const enabled = useEnabledPath();
  const links = (
    [
      ['boxes', entry.boxURL],
      ['singleVoucher', entry.singleVoucherURL],
      ['giftCard', entry.giftcardURL],
      ['activity', entry.activityOnlyURL],
    ] as const
  ).flatMap(([name, href]) => {
    const url = safeContentHref(href);
    // SHELL-054: no link to a gift whose toggle is off (boxes, activities).
    return url && enabled(url) ? [{ name, url }] : [];
  });
  return (
    <Tile kind="giftBlock" tone="brand">
      <h3 className={styles.title}>{entry.title}</h3>
      <p className={styles.body}>{entry.subtitle}</p>
      <ul className={`${styles.links} ${styles.actions}`}>
        {links.map(({ name, url }) => (
          <li key={name}>
            <ContentLink url={url} t={t}>
              {t(`promo.giftBlock.${name}`)}
            </ContentLink>
          </li>
        ))}
      </ul>
    </Tile>
  );
}

/**
 * SRCH-005: the inline promotional blocks of the flow, in one row after the first 3 results: box,
 * single-voucher, gift-card and gift-stay banners, gift block and targeted banner, with content
 * from the content calls (a failed call leaves its block out).
 */
export default function InlinePromos({
  flow,
  criteria,
  hash,
  details,
  formatTag,
}: InlinePromosProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const kinds = inlinePromoKinds(flow);
  const enabled = useEnabledPath();
  // SHELL-057: from the staging host outside production when there is one.
  const targetedUrl = useStaticContentUrl(TARGETED_BANNERS_URL);
  const needs = (...wanted: InlinePromoKind[]) => kinds.some((kind) => wanted.includes(kind));
  const content = usePromoContent({
    // SHELL-054: no box tile (nor its call) with the gift boxes toggle off.
    boxes: needs('box') && enabled(paths.boxes('box')) ? boxesBlockUrl(locale) : null,
    gifts: needs('giftBlock', 'giftCardBanner', 'singleVoucherBanner') ? GIFT_BLOCK_URL : null,
    targeted: needs('targetedBanner') ? targetedUrl : null,
  });
  const boxes = content.boxes;
  const gifts = content.gifts?.[locale];
  const catalogue = content.targeted;

  const tiles = kinds.map((kind) => {
    switch (kind) {
      case 'targetedBanner': {
        const banner = firstTargetedBanner(
          catalogue?.[locale]?.search ?? [],
          searchTargetingContext(flow, criteria, details, locale),
        );
        return banner ? <TargetedBannerTile key={kind} banner={banner} t={t} /> : null;
      }
      case 'box': {
        const box = [...(boxes?.results ?? [])].sort((a, b) => a.position - b.position)[0];
        return boxes && box ? (
          <BoxTile key={kind} eyebrow={boxes.title} box={box} formatTag={formatTag} t={t} />
        ) : null;
      }
      case 'giftBlock':
        return gifts ? <GiftBlockTile key={kind} entry={gifts} t={t} /> : null;
      case 'giftCardBanner':
        return (
          <GiftBanner
            key={kind}
            kind={kind}
            url={safeContentHref(gifts?.giftcardURL) ?? paths.giftcardCustomization()}
            t={t}
          />
        );
      case 'singleVoucherBanner':
        return (
          <GiftBanner
            key={kind}
            kind={kind}
            url={safeContentHref(gifts?.singleVoucherURL) ?? paths.giftSearch()}
            t={t}
          />
        );
      case 'giftStayBanner':
        return <GiftBanner key={kind} kind={kind} url={searchPath('gifting', {}, hash)} t={t} />;
    }
  });
  return (
    <section aria-label={t('promo.label')} data-testid="inline-promos">
      <ul className={styles.row}>{tiles}</ul>
    </section>
  );
}
