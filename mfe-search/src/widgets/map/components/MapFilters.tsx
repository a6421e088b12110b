import {
  type Flow,
  priceFilterFromSlider,
  priceSliderBounds,
  type SearchCriteria,
  sliderFromPriceFilter,
  toggleInList,
} from '@shop/criteria';
import { RangeSlider, ToggleButton } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import styles from './MapOverlay.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const EUROS = 100;

export interface MapFiltersProps {
  flow: Flow;
  criteria: SearchCriteria;
  /** Intl tag of the prices. */
  formatTag: string;
  /** Applies new criteria to the search (the hash, SRCH-030). */
  onApply: (next: SearchCriteria) => void;
}

/**
 * SRCH-009: the filters of the map overlay, applied at once to the search: price (CRIT-032..035
 * slider rules) and hotel stars (CRIT-041 toggles).
 */
export function MapFilters({ flow, criteria, formatTag, onApply }: MapFiltersProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const bounds = priceSliderBounds(flow);
  const applied = sliderFromPriceFilter(criteria, flow);
  // The thumbs move freely while dragged; the search changes when they are released.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const range: [number, number] = dragged ?? [applied.min, applied.max];

  const applyPrice = ([min, max]: [number, number]) => {
    setDragged(null);
    const price = priceFilterFromSlider({ min, max }, flow);
    if (price.priceMin === criteria.priceMin && price.priceMax === criteria.priceMax) return;
    onApply({ ...criteria, priceMin: price.priceMin, priceMax: price.priceMax });
  };

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>{t('map.filters.label')}</legend>
      <RangeSlider
        className={styles.price}
        label={t('map.filters.price')}
        min={bounds.min}
        max={bounds.max}
        value={range}
        onChange={setDragged}
        onChangeEnd={applyPrice}
        minThumbLabel={t('map.filters.priceMin')}
        maxThumbLabel={t('map.filters.priceMax')}
        formatValue={(euros) => formatPrice(euros * EUROS, formatTag)}
        plusAtMax
      />
      <div role="group" aria-label={t('map.filters.stars')} className={styles.stars}>
        {STARS.map((stars) => (
          <ToggleButton
            key={stars}
            pressed={criteria.stars.includes(stars)}
            aria-label={t('map.filters.starCount', { count: stars })}
            onClick={() => onApply({ ...criteria, stars: toggleInList(criteria.stars, stars) })}
          >
            {stars}★
          </ToggleButton>
        ))}
      </div>
    </fieldset>
  );
}
