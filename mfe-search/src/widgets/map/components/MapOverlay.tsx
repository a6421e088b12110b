import type { MapItem } from '@shop/api-contract';
import {
  type GeoBounds,
  itemsInView,
  MAP_DEFAULT_VIEW,
  parseProductHash,
  type SearchCriteria,
  serialiseProductHash,
} from '@shop/criteria';
import { Button, Modal } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { Link, navigate, paths, usePlatform, type SearchFlow } from '@shop/platform';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import {
  searchChangeHref,
  useSearchAddress,
} from '../../../entities/search/hooks/use-search-address';
import { DatesField } from '../../../features/search-box/components/DatesField';
import { buildMapRequest, useMapSearch } from '../api/map-search';
import { LeafletMap } from './LeafletMap';
import { MapFilters } from './MapFilters';
import styles from './MapOverlay.module.css';

/** The list beside the map shows at most this many offers (the cheapest in view). */
export const MAP_LIST_MAX = 50;

export interface MapOverlayProps {
  open: boolean;
  onClose: () => void;
  /** Filters to show instead of the overlay's own (price and stars). */
  filters?: ReactNode;
}

/** The product page of a map item: its weekend, with the dates and guests of the search. */
export function mapItemHref(item: MapItem, flow: SearchFlow, hash: string): string {
  const productHash = serialiseProductHash(parseProductHash(hash));
  return paths.product(
    item.weekendId,
    flow === 'gifting' ? { flow } : undefined,
    productHash || undefined,
  );
}

/**
 * SRCH-009, SRCH-012, BEY-013: the map search, full-screen: the date selector and filters on top
 * (each change is a new search of the page, SRCH-030), price markers, and the offers in view.
 * Its content (and the map) exists only while it is open.
 */
export default function MapOverlay({ open, onClose, filters }: MapOverlayProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="fullscreen"
      className={styles.overlay}
      title={t('map.title')}
      closeLabel={t('map.close')}
    >
      <MapSearch filters={filters} />
    </Modal>
  );
}

function MapSearch({ filters }: { filters?: ReactNode }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const market = usePlatform((state) => state.market);
  const tag = formattingLocale(language, locale);
  const { flow, criteria, page, location } = useSearchAddress();
  const request = useMemo(
    () => buildMapRequest({ flow, criteria, page }, locale),
    [flow, criteria, page, locale],
  );
  const { data, error, isLoading, retry } = useMapSearch(request);
  const items = useMemo(() => data?.exactMatch ?? [], [data]);
  const [view, setView] = useState<GeoBounds | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listTitle = useId();

  const apply = (next: SearchCriteria) => navigate(searchChangeHref(location, next));
  const price = (item: MapItem) => formatPrice(item.sellPrice, tag, { roundUp: true });

  const inView = useMemo(
    () =>
      (view ? itemsInView(items, view) : items)
        .slice()
        .sort((a, b) => a.sellPrice - b.sellPrice || a.id - b.id),
    [items, view],
  );
  const listed = inView.slice(0, MAP_LIST_MAX);
  const selected = items.find((item) => item.id === selectedId);

  // A marker chosen on the map brings its offer into the list's view.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (selectedId === null) return;
    const entry = list.current?.querySelector(`[data-id="${selectedId}"]`);
    entry?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  let status: ReactNode = null;
  if (error)
    status = (
      <div className={styles.status} role="alert">
        <p>{t('map.error')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('map.retry')}
        </Button>
      </div>
    );
  else if (isLoading)
    status = (
      <p className={styles.status} role="status">
        {t('map.loading')}
      </p>
    );
  else if (items.length === 0)
    status = (
      <p className={styles.status} role="status">
        {t('map.empty')}
      </p>
    );

  return (
    <div className={styles.layout} aria-busy={isLoading || undefined}>
      <div className={styles.toolbar}>
        {flow === 'gifting' ? null : (
          <div className={styles.dates}>
            <DatesField criteria={criteria} onCriteriaChange={apply} />
          </div>
        )}
        {filters ?? <MapFilters flow={flow} criteria={criteria} formatTag={tag} onApply={apply} />}
      </div>
      <div className={styles.content}>
        <LeafletMap
          items={items}
          centre={data?.destination}
          defaultView={MAP_DEFAULT_VIEW[market.pos]}
          priceText={price}
          markerLabel={(item) => t('map.marker', { label: item.label, price: price(item) })}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onViewChange={setView}
          label={t('map.region')}
          attribution={t('map.attribution')}
          tilesUnavailableText={t('map.tilesUnavailable')}
        />
        <section className={styles.list} aria-labelledby={listTitle}>
          <h3 id={listTitle} className={styles.listTitle}>
            {t('map.inView', { count: inView.length })}
          </h3>
          {status}
          {/* A marker chosen on the map: its offer, wherever it ranks in the list. */}
          <div aria-live="polite">
            {selected ? (
              <div
                role="group"
                aria-label={t('map.selected')}
                className={styles.selected}
                data-testid="map-selected"
              >
                <Link to={mapItemHref(selected, flow, location.hash)} className={styles.entryLink}>
                  <span className={styles.entryLabel}>{selected.label}</span>
                  <span className={styles.entryPrice}>
                    {t('map.from', { price: price(selected) })}
                  </span>
                </Link>
              </div>
            ) : null}
          </div>
          <ol ref={list} className={styles.entries}>
            {listed.map((item) => (
              <li
                key={item.id}
                data-id={item.id}
                className={item.id === selectedId ? styles.entrySelected : styles.entry}
              >
                <Link
                  to={mapItemHref(item, flow, location.hash)}
                  className={styles.entryLink}
                  aria-current={item.id === selectedId ? 'true' : undefined}
                >
                  <span className={styles.entryLabel}>{item.label}</span>
                  <span className={styles.entryPrice}>{t('map.from', { price: price(item) })}</span>
                </Link>
              </li>
            ))}
          </ol>
          {inView.length > listed.length ? (
            <p className={styles.more}>{t('map.zoomIn', { count: MAP_LIST_MAX })}</p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
