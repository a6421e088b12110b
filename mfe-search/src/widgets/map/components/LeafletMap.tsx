import 'leaflet/dist/leaflet.css';
import type { MapItem } from '@shop/api-contract';
import {
  boundsAround,
  boundsOf,
  type GeoBounds,
  type GeoPoint,
  MAP_DESTINATION_ZOOM,
  MAP_FIT_MAX_ZOOM,
} from '@shop/criteria';
import {
  type DivIcon,
  divIcon,
  type LayerGroup,
  layerGroup,
  type Map as LMap,
  map as createMap,
  type Marker,
  marker as createMarker,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_TILE_URL } from '../config';
import styles from './MapOverlay.module.css';

export interface LeafletMapProps {
  /** SRCH-012: one price marker per item. */
  items: readonly MapItem[];
  /** BEY-013: the searched destination: the view is centred on it, the results around it. */
  centre?: GeoPoint | undefined;
  /** The view before (and without) results: the market's country. */
  defaultView: { center: GeoPoint; zoom: number };
  /** Text of an item's marker (its price). */
  priceText: (item: MapItem) => string;
  /** Accessible name of an item's marker. */
  markerLabel: (item: MapItem) => string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The visible area, after every move and zoom (BEY-013 results in view). */
  onViewChange: (bounds: GeoBounds) => void;
  /** Accessible name of the map region. */
  label: string;
  /** Tile attribution (translated). */
  attribution: string;
  /** Shown over the map when no tile could be loaded. */
  tilesUnavailableText: string;
  /** Tile URL template; MAP_TILE_URL by default. */
  tileUrl?: string;
}

function viewOf(map: LMap): GeoBounds {
  const bounds = map.getBounds();
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  };
}

function priceIcon(text: string, selected: boolean): DivIcon {
  // An element, not an HTML string: no markup injection and no inline style (CSP).
  const element = document.createElement('span');
  element.className = styles.markerPrice ?? '';
  element.textContent = text;
  return divIcon({
    html: element,
    className: selected ? `${styles.marker} ${styles.markerSelected}` : (styles.marker ?? ''),
    // No fixed size: the label is as wide as its price (centred by CSS).
    iconSize: null as unknown as undefined,
  });
}

/**
 * BEY-013, SRCH-012: a Leaflet map with one keyboard-operable price marker per result. Without a
 * tile server (offline, blocked) the tiles fail quietly: the markers stay on a plain background.
 */
export function LeafletMap({
  items,
  centre,
  defaultView,
  priceText,
  markerLabel,
  selectedId,
  onSelect,
  onViewChange,
  label,
  attribution,
  tilesUnavailableText,
  tileUrl = MAP_TILE_URL,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LMap | null>(null);
  const markersRef = useRef<LayerGroup | null>(null);
  const byId = useRef(new Map<number, Marker>());
  /** Fits the view to the current results around the destination (BEY-013). */
  const fitRef = useRef<() => void>(() => undefined);
  const [tilesFailed, setTilesFailed] = useState(false);
  const latest = useRef({ onSelect, onViewChange, priceText, markerLabel, selectedId });
  useEffect(() => {
    latest.current = { onSelect, onViewChange, priceText, markerLabel, selectedId };
  });

  // The map itself: created once, removed on unmount.
  const initial = useRef({ defaultView, tileUrl, attribution });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { defaultView: view, tileUrl: url, attribution: credit } = initial.current;
    const map = createMap(element, {
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      keyboard: true,
    }).setView([view.center.latitude, view.center.longitude], view.zoom);
    map.attributionControl.setPrefix(false);
    let loaded = 0;
    tileLayer(url, { minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, attribution: credit })
      .on('tileload', () => {
        loaded += 1;
        setTilesFailed(false);
      })
      .on('tileerror', () => {
        if (loaded === 0) setTilesFailed(true);
      })
      .addTo(map);
    markersRef.current = layerGroup().addTo(map);
    map.on('moveend', () => latest.current.onViewChange(viewOf(map)));
    mapRef.current = map;
    const markers = byId.current;

    // The dialog lays out after the map is created, and on every resize: tell Leaflet, and fit
    // the results again once the map first has a size (a fit on a zero-size map is meaningless).
    let sized = element.clientWidth > 0 && element.clientHeight > 0;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize();
            if (sized || element.clientWidth === 0 || element.clientHeight === 0) return;
            sized = true;
            fitRef.current();
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
      markers.clear();
    };
  }, []);

  // SRCH-012: one marker per item; the view is centred on the destination and fits the results
  // around it, or fits the results without a destination (BEY-013).
  useEffect(() => {
    const map = mapRef.current;
    const group = markersRef.current;
    if (!map || !group) return;
    group.clearLayers();
    byId.current.clear();
    for (const item of items) {
      const { latitude, longitude } = item.location;
      const marker = createMarker([latitude, longitude], {
        icon: priceIcon(latest.current.priceText(item), item.id === latest.current.selectedId),
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', () => latest.current.onSelect(item.id));
      marker.on('add', () => {
        const icon = marker.getElement();
        if (!icon) return;
        icon.setAttribute('aria-label', latest.current.markerLabel(item));
        icon.dataset.testid = 'map-marker';
        icon.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          latest.current.onSelect(item.id);
        });
      });
      marker.addTo(group);
      byId.current.set(item.id, marker);
    }
    const points = items.map((item) => item.location);
    const bounds = centre ? boundsAround(centre, points) : boundsOf(points);
    fitRef.current = () => {
      if (!bounds && centre) {
        map.setView([centre.latitude, centre.longitude], MAP_DESTINATION_ZOOM, { animate: false });
      } else if (bounds) {
        map.fitBounds(
          [
            [bounds.south, bounds.west],
            [bounds.north, bounds.east],
          ],
          { maxZoom: MAP_FIT_MAX_ZOOM, padding: [40, 40], animate: false },
        );
      }
      latest.current.onViewChange(viewOf(map));
    };
    fitRef.current();
  }, [items, centre]);

  // The selected marker stands out and comes to the front.
  useEffect(() => {
    for (const [id, marker] of byId.current) {
      const selected = id === selectedId;
      marker.getElement()?.classList.toggle(styles.markerSelected ?? '', selected);
      marker.getElement()?.setAttribute('aria-pressed', String(selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
    }
  }, [selectedId, items]);

  return (
    <div className={styles.mapFrame}>
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={label}
        data-testid="map"
        data-tiles={tilesFailed ? 'unavailable' : 'ok'}
      />
      {tilesFailed ? (
        <p className={styles.tilesNotice} role="status">
          {tilesUnavailableText}
        </p>
      ) : null}
    </div>
  );
}
