import type { BoxCard, TargetedBanner as TargetedBannerModel } from '@shop/api-contract';
import { boxDiscount, firstTargetedBanner, sameSiteImage, safeContentHref } from '@shop/criteria';
import { Carousel, PriceTag } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { useBoxesBlock } from '../api/boxes-block';
import { useTargetedBanners } from '../api/targeted-banners';
import { useTopResults } from '../api/top-results';
import type { ContentBlock, LinkItem } from '../model/read-block';
import styles from './Blocks.module.css';
import { ContentLink } from './ContentLink';

/** Where the blocks show: the flow of the page (home) for the targeted banner's matching. */
export interface BlockContext {
  flow?: string | undefined;
}

export interface BlockViewProps {
  block: ContentBlock;
  context: BlockContext;
  /** The id of the block's heading, for its landmark's name. */
  headingId: string;
}

function useFormatTag() {
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  return formattingLocale(language, locale);
}

/** A picture of the content with its space reserved (width and height: no layout shift). */
function Picture({
  src,
  width,
  height,
}: {
  src: string | undefined;
  width: number;
  height: number;
}) {
  return src ? (
    <img className={styles.image} src={src} alt="" width={width} height={height} loading="lazy" />
  ) : (
    <span className={styles.image} aria-hidden="true" />
  );
}

function Tiles({
  items,
  columns,
  headingId,
  title,
}: {
  items: LinkItem[];
  columns: number;
  headingId: string;
  title: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.grid} data-columns={columns}>
        {items.map((item) => (
          <li key={`${item.label}-${item.url ?? ''}`} className={styles.tile}>
            <ContentLink
              url={item.url}
              newTab={item.newTab}
              className={styles.tileLink}
              newTabLabel={t('blocks.newTab')}
            >
              <Picture src={item.image} width={320} height={200} />
              <span className={styles.tileLabel}>{item.label}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** CONT-015/016/017: the boxes block of the locale; nothing when its call fails. */
function Boxes({ headingId }: { headingId: string }) {
  const locale = usePlatform((state) => state.locale);
  const tag = useFormatTag();
  const { data } = useBoxesBlock(
    locale,
    usePlatform((state) => state.flags.giftBoxes),
  );
  if (!data || data.results.length === 0) return null;
  const button = safeContentHref(data.buttonURL);
  return (
    <section className={styles.block} aria-labelledby={headingId} data-campaign={data.campaign}>
      <h2 id={headingId} className={styles.heading}>
        {data.title}
      </h2>
      {data.subtitle ? <p className={styles.subtitle}>{data.subtitle}</p> : null}
      <ul className={styles.grid} data-columns={Math.min(4, data.results.length)}>
        {data.results.map((box) => (
          <BoxTile key={box.id} box={box} tag={tag} />
        ))}
      </ul>
      {button && data.buttonLabel ? (
        <p className={styles.more}>
          <ContentLink url={button} className={styles.button}>
            {data.buttonLabel}
          </ContentLink>
        </p>
      ) : null}
    </section>
  );
}

function BoxTile({ box, tag }: { box: BoxCard; tag: string }) {
  const { t } = useTranslation(NAMESPACE);
  const discount = box.promoPrice < box.price ? boxDiscount(box.promoPrice, box.price) : 0;
  return (
    <li className={styles.tile} data-position={box.position} data-campaign={box.campaign}>
      <ContentLink url={safeContentHref(box.url)} className={styles.tileLink}>
        <img
          className={styles.boxImage}
          src={sameSiteImage(box.image)}
          alt=""
          width={320}
          height={250}
          loading="lazy"
        />
        <span className={styles.tileLabel}>{box.title}</span>
      </ContentLink>
      <p className={styles.small}>{box.includedContent}</p>
      <p className={styles.small}>{t('blocks.boxes.rating', { rating: box.rating })}</p>
      <PriceTag
        price={formatPrice(box.promoPrice, tag)}
        priceLabel={t('blocks.price')}
        refPrice={discount > 0 ? formatPrice(box.price, tag) : undefined}
        refPriceLabel={t('blocks.instead')}
        promo={discount > 0 ? t('blocks.boxes.discount', { n: discount }) : undefined}
        size="s"
      />
    </li>
  );
}

/** CONT-012/013/014: the first banner whose targeting matches here (LEFT-037). */
function Targeted({
  page,
  context,
}: {
  page: 'home' | 'search' | 'product';
  context: BlockContext;
}) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { data } = useTargetedBanners();
  const banners: readonly TargetedBannerModel[] = data?.[locale]?.[page] ?? [];
  const banner = firstTargetedBanner(banners, { locale, page, flow: context.flow });
  if (!banner) return null;
  const url = safeContentHref(banner.url);
  const desktop = sameSiteImage(banner.imageUrl);
  const mobile = sameSiteImage(banner.imageMobile) ?? desktop;
  return (
    <aside
      className={styles.banner}
      aria-label={banner.title}
      data-tracking={banner.trackingBlockName}
      data-campaign={banner.campaign}
      data-position={banner.imagePosition}
    >
      {mobile ? (
        <picture className={styles.bannerPicture}>
          {desktop ? <source media="(min-width: 600px)" srcSet={desktop} /> : null}
          <img src={mobile} alt={banner.imageAlt} width={1200} height={300} loading="lazy" />
        </picture>
      ) : null}
      <div className={styles.bannerText}>
        <p className={styles.bannerTitle}>
          <ContentLink url={url} newTab={banner.newTab} newTabLabel={t('blocks.newTab')}>
            {banner.title}
          </ContentLink>
        </p>
        <p>{banner.subtitle}</p>
        <p className={styles.ctas}>
          {banner.ctas.slice(0, 3).map((cta) => (
            <ContentLink
              key={`${cta.label}-${cta.url}`}
              url={safeContentHref(cta.url)}
              newTab={cta.newTab}
              className={styles.button}
              newTabLabel={t('blocks.newTab')}
            >
              {cta.label}
            </ContentLink>
          ))}
        </p>
      </div>
    </aside>
  );
}

/** CONT-021/022/023: at most 3 results of the search key, 3 columns; hidden when none. */
function TopResults({
  block,
  headingId,
}: {
  block: Extract<ContentBlock, { kind: 'topSearchResults' }>;
  headingId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const tag = useFormatTag();
  const { results, isLoading } = useTopResults(block.searchKey, block.type, block.count, locale);
  if (isLoading) return <div className={styles.topResultsSpace} aria-hidden="true" />;
  if (results.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="top-results">
      <h2 id={headingId} className={styles.heading}>
        {block.title ?? t('blocks.topResults.title')}
      </h2>
      <ul className={styles.grid} data-columns={3}>
        {results.map((result) => (
          <li key={result.id} className={styles.tile}>
            <ContentLink
              url={result.href}
              newTab={block.newTab}
              className={styles.tileLink}
              newTabLabel={t('blocks.newTab')}
            >
              <Picture src={sameSiteImage(result.image)} width={320} height={200} />
              <span className={styles.tileLabel}>{result.label}</span>
            </ContentLink>
            <p className={styles.small}>{result.place}</p>
            <PriceTag
              prefix={t('blocks.from')}
              price={formatPrice(result.price, tag)}
              priceLabel={t('blocks.price')}
              refPrice={
                result.refPrice > result.price ? formatPrice(result.refPrice, tag) : undefined
              }
              refPriceLabel={t('blocks.instead')}
              promo={result.promo > 0 ? t('blocks.boxes.discount', { n: result.promo }) : undefined}
              size="s"
            />
          </li>
        ))}
      </ul>
      {block.url ? (
        <p className={styles.more}>
          <ContentLink
            url={block.url}
            newTab={block.newTab}
            className={styles.button}
            newTabLabel={t('blocks.newTab')}
          >
            {t('blocks.topResults.seeAll')}
          </ContentLink>
        </p>
      ) : null}
    </section>
  );
}

/** CONT-007, CONT-020: one block of the home page or of a landing page. */
export default function BlockView({ block, context, headingId }: BlockViewProps) {
  const { t } = useTranslation(NAMESPACE);
  switch (block.kind) {
    case 'boxes':
      return <Boxes headingId={headingId} />;
    case 'jumbotronPromo':
      return (
        <section className={styles.promo} aria-labelledby={headingId}>
          {block.image ? (
            <img
              className={styles.promoImage}
              src={block.image}
              alt=""
              width={1200}
              height={320}
              loading="lazy"
            />
          ) : null}
          <div className={styles.promoText}>
            <h2 id={headingId} className={styles.heading}>
              {block.title}
            </h2>
            {block.subtitle ? <p>{block.subtitle}</p> : null}
            {block.cta ? (
              <ContentLink
                url={block.cta.url}
                newTab={block.cta.newTab}
                className={styles.button}
                newTabLabel={t('blocks.newTab')}
              >
                {block.cta.label}
              </ContentLink>
            ) : null}
          </div>
        </section>
      );
    case 'mainUsp':
      return (
        <section className={styles.block} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.visuallyHidden}>
            {t('blocks.usp')}
          </h2>
          <ul className={styles.usp} data-columns={block.columns}>
            {block.items.map((item) => (
              <li key={item.label} data-icon={item.icon}>
                {item.label}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'marketingCarousel':
      return (
        <section className={styles.block} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('blocks.carousel')}
          </h2>
          <Carousel
            label={t('blocks.carousel')}
            previousLabel={t('blocks.previous')}
            nextLabel={t('blocks.next')}
            landmark={false}
            itemWidth="min(280px, 80vw)"
            offset={16}
          >
            {block.items.map((item) => (
              <ContentLink
                key={`${item.label}-${item.url ?? ''}`}
                url={item.url}
                newTab={item.newTab}
                className={styles.tileLink}
                newTabLabel={t('blocks.newTab')}
              >
                <Picture src={item.image} width={280} height={180} />
                <span className={styles.tileLabel}>{item.label}</span>
              </ContentLink>
            ))}
          </Carousel>
        </section>
      );
    case 'categories':
      return (
        <Tiles
          items={block.items}
          columns={Math.min(block.items.length, 6)}
          headingId={headingId}
          title={t('blocks.categories')}
        />
      );
    case 'promoCards':
      return (
        <Tiles
          items={block.items}
          columns={block.columns}
          headingId={headingId}
          title={t('blocks.promoCards')}
        />
      );
    case 'topBar':
      return (
        <p className={styles.topBar} role="note">
          {block.text}
        </p>
      );
    case 'targetedBanner':
      return <Targeted page={block.page} context={context} />;
    case 'topSearchResults':
      return <TopResults block={block} headingId={headingId} />;
    default:
      return null;
  }
}
