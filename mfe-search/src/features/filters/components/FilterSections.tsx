import type { FacetsResponse } from '@shop/api-contract';
import {
  applyPriceInput,
  clampDistanceRange,
  DISTANCE_CHOICES,
  DISTANCE_SLIDER_BOUNDS,
  DISTANCE_SLIDER_STEP,
  defaultDistance,
  distanceChoiceOf,
  distanceOfChoice,
  isDistanceActive,
  isFacetOptionDisabled,
  LESS_THAN_TWO_HOURS,
  PETS_FACILITY,
  pickHotelScore,
  PRICE_SLIDER_STEP,
  priceFilterFromSlider,
  priceSliderBounds,
  sliderFromPriceFilter,
  toggleInList,
  type DistanceChoice,
  type PriceRange,
  type SearchCriteria,
} from '@shop/criteria';
import {
  Button,
  Checkbox,
  inputClassName,
  RadioGroup,
  RangeSlider,
  Switch,
  ToggleButton,
} from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation, type TFunction } from '@shop/i18n';
import { usePlatform, type SearchFlow } from '@shop/platform';
import { useId, useState, type ReactNode } from 'react';
import { LATER_NAMESPACE, NAMESPACE } from '../../../i18n';
import type { DebouncedRequest } from '../hooks/use-debounced-swr';
import type { FilterGroup } from '../model/filter-groups';
import styles from './FilterPanels.module.css';

export interface SectionProps {
  flow: SearchFlow;
  /** The pending selection the section edits. */
  pending: SearchCriteria;
  onChange: (next: SearchCriteria) => void;
  facets: DebouncedRequest<FacetsResponse>;
  /** Show the section title (the mobile modal); a dropdown is already named by its trigger. */
  showTitle: boolean;
}

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

type FacetKind = 'facilities' | 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles';

/** The app's name for a facet key, else the API's English label (the API labels unknown keys). */
function facetLabel(t: TFunction, kind: FacetKind, key: string, fallback: string): string {
  const path = `filters.facets.${kind}.${key}`;
  const text = t(path);
  return text === path ? fallback : text;
}

/**
 * A facet's entries as options named in the shopper's language; a selected value the facet no
 * longer lists stays shown (count 0) so it can be unticked.
 */
function facetOptions(
  t: TFunction,
  kind: FacetKind,
  entries: readonly { key: string; label: string; count: number }[],
  selected: readonly string[],
): FacetOption[] {
  const options = entries.map(({ key, label, count }) => ({
    value: key,
    label: facetLabel(t, kind, key, label),
    count,
  }));
  const listed = new Set(options.map((option) => option.value));
  const missing = selected
    .filter((value) => !listed.has(value))
    .map((value) => ({ value, label: value, count: 0 }));
  return [...options, ...missing];
}

/** The More filters' hotel facets, each keyed by the field the API names it with. */
const HOTEL_FACETS = [
  {
    kind: 'hotelTypes',
    entries: (data: FacetsResponse) =>
      data.hotelTypes.map(({ value, label, count }) => ({ key: value, label, count })),
  },
  { kind: 'hotelEnvironments', entries: (data: FacetsResponse) => data.hotelEnvironments },
  {
    kind: 'hotelStyles',
    entries: (data: FacetsResponse) =>
      data.hotelStyles.map(({ name, label, count }) => ({ key: name, label, count })),
  },
] as const;

/**
 * SRCH-026, SRCH-031, CRIT-041: a facet as checkboxes with counts; ticking toggles the value in
 * its list; a zero-count option is disabled unless already selected.
 */
function CheckList({
  legend,
  options,
  selected,
  onToggle,
  hideLegend = false,
}: {
  legend: string;
  options: FacetOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  hideLegend?: boolean;
}) {
  const { t } = useTranslation(LATER_NAMESPACE);
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={hideLegend ? styles.hidden : styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <Checkbox
              key={option.value}
              label={t('filters.option', { label: option.label, count: option.count })}
              checked={checked}
              disabled={isFacetOptionDisabled(option.count, checked)}
              onChange={() => onToggle(option.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** The facet request's state: loading on first use, failure with a retry (SRCH-027). */
function FacetStatus({ facets }: { facets: DebouncedRequest<FacetsResponse> }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  if (facets.error !== undefined) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('filters.error')}</p>
        <Button variant="secondary" onClick={facets.retry}>
          {t('filters.retry')}
        </Button>
      </div>
    );
  }
  if (!facets.data) {
    return (
      <p className={styles.status} role="status">
        {t('filters.loading')}
      </p>
    );
  }
  return null;
}

function SectionTitle({ group, show }: { group: FilterGroup; show: boolean }) {
  // The group names are the filter bar's: first-screen copy.
  const { t } = useTranslation(NAMESPACE);
  return show ? <h3 className={styles.title}>{t(`filters.groups.${group}`)}</h3> : null;
}

/**
 * SRCH-027, SRCH-028, SRCH-031: activities grouped by theme (name, entries id/name/count), ticked
 * into `tags`; "No activity found for this search" when no group has entries.
 */
export function ActivitiesSection({ pending, onChange, facets, showTitle }: SectionProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const groups = facets.data?.activities ?? [];
  const empty = facets.data !== undefined && groups.every((group) => group.entries.length === 0);
  return (
    <section className={styles.section} aria-busy={facets.loading || undefined}>
      <SectionTitle group="activities" show={showTitle} />
      <FacetStatus facets={facets} />
      {empty ? <p className={styles.empty}>{t('filters.noActivity')}</p> : null}
      {groups.map((group) => (
        <CheckList
          key={group.name}
          legend={group.name}
          options={group.entries.map((entry) => ({
            value: entry.id,
            label: entry.name,
            count: entry.count,
          }))}
          selected={pending.tags}
          onToggle={(id) => onChange({ ...pending, tags: toggleInList(pending.tags, id) })}
        />
      ))}
    </section>
  );
}

/**
 * CRIT-032..036: the price slider (euros, 250+ open-ended, minimum fixed at 1 in the activity
 * flow) and its two number inputs; the pending filter is kept in cents.
 */
export function PriceSection({ flow, pending, onChange, showTitle }: SectionProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const tag = formattingLocale(language, locale);
  const bounds = priceSliderBounds(flow);
  const filter = { priceMin: pending.priceMin, priceMax: pending.priceMax };
  // The slider keeps values the filter leaves out (a minimum of 9 € or less) while it is used.
  const [local, setLocal] = useState<PriceRange | null>(null);
  const stored = sliderFromPriceFilter(filter, flow);
  const matches =
    local !== null &&
    JSON.stringify(priceFilterFromSlider(local, flow)) ===
      JSON.stringify(priceFilterFromSlider(stored, flow));
  const shown = matches ? local : stored;
  // CRIT-035: in the activity flow the minimum stays at 1.
  const range = flow === 'activity' ? { ...shown, min: bounds.min } : shown;
  const inputId = useId();

  const update = (next: PriceRange) => {
    setLocal(next);
    onChange({ ...pending, ...priceFilterFromSlider(next, flow) });
  };
  const euros = (value: number) => formatPrice(value * 100, tag);

  return (
    <section className={styles.section}>
      <SectionTitle group="price" show={showTitle} />
      <RangeSlider
        label={t('filters.price.label')}
        min={bounds.min}
        max={bounds.max}
        step={PRICE_SLIDER_STEP}
        value={[range.min, range.max]}
        onChange={([min, max]) => update({ min, max })}
        minThumbLabel={t('filters.price.min')}
        maxThumbLabel={t('filters.price.max')}
        formatValue={euros}
        plusAtMax
      />
      <div className={styles.inputs}>
        <PriceInput
          id={`${inputId}-min`}
          label={t('filters.price.minInput')}
          value={range.min}
          disabled={flow === 'activity'}
          onCommit={(text) => update(applyPriceInput(range, 'min', text, bounds))}
        />
        <PriceInput
          id={`${inputId}-max`}
          label={t('filters.price.maxInput')}
          value={range.max}
          plus={range.max >= bounds.max}
          onCommit={(text) => update(applyPriceInput(range, 'max', text, bounds))}
        />
      </div>
    </section>
  );
}

/** CRIT-036: a number field applied on Enter or when it loses focus. */
function PriceInput({
  id,
  label,
  value,
  plus = false,
  disabled = false,
  onCommit,
}: {
  id: string;
  label: string;
  value: number;
  plus?: boolean;
  disabled?: boolean;
  onCommit: (text: string) => void;
}) {
  const shown = `${value}${plus ? '+' : ''}`;
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const text = draft !== null && draft.base === shown ? draft.text : shown;
  const commit = () => {
    if (draft !== null && draft.text !== shown) onCommit(draft.text);
    setDraft(null);
  };
  return (
    <div className={styles.input}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={inputClassName}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => setDraft({ text: event.target.value, base: shown })}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

/**
 * SRCH-025, CRIT-037..039: with a city, the 'include offers around' switch toggles the distance
 * filter's active flag (on: the default 0–200 km); the km choices ('less than 2h' without a
 * distance) and the slider, clamped to its bounds, set the range around the destination.
 */
export function DistanceSection({ pending, onChange, showTitle }: SectionProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const hasCity = pending.city !== undefined;
  const hasPoint =
    hasCity ||
    pending.poi !== undefined ||
    (pending.lat !== undefined && pending.lng !== undefined);
  const active = isDistanceActive(pending);
  const choices: DistanceChoice[] = hasCity
    ? [...DISTANCE_CHOICES]
    : [LESS_THAN_TWO_HOURS, ...DISTANCE_CHOICES];
  const choiceLabel = (choice: DistanceChoice) =>
    choice === LESS_THAN_TWO_HOURS
      ? t('filters.distance.lessThanTwoHours')
      : t('filters.distance.km', { km: choice });
  const low = pending.distanceMin ?? DISTANCE_SLIDER_BOUNDS.min;
  const high = pending.distanceMax ?? DISTANCE_SLIDER_BOUNDS.max;

  return (
    <section className={styles.section}>
      <SectionTitle group="distance" show={showTitle} />
      {!hasPoint ? <p className={styles.empty}>{t('filters.distance.noPlace')}</p> : null}
      {hasCity ? (
        <Switch
          label={t('filters.distance.around')}
          checked={active}
          onCheckedChange={(on) =>
            onChange({
              ...pending,
              ...(on ? defaultDistance(true) : { distanceMin: undefined, distanceMax: undefined }),
            })
          }
        />
      ) : null}
      {hasPoint && (active || !hasCity) ? (
        <>
          <RadioGroup
            legend={t('filters.distance.choices')}
            options={choices.map((choice) => ({
              value: String(choice),
              label: choiceLabel(choice),
            }))}
            value={String(distanceChoiceOf(pending))}
            onChange={(value) => {
              const choice = choices.find((candidate) => String(candidate) === value);
              if (choice !== undefined) onChange({ ...pending, ...distanceOfChoice(choice) });
            }}
          />
          {active ? (
            <RangeSlider
              label={t('filters.distance.label')}
              min={DISTANCE_SLIDER_BOUNDS.min}
              max={DISTANCE_SLIDER_BOUNDS.max}
              step={DISTANCE_SLIDER_STEP}
              value={[low, high]}
              onChange={([min, max]) => {
                const range = clampDistanceRange({ min, max });
                onChange({ ...pending, distanceMin: range.min, distanceMax: range.max });
              }}
              minThumbLabel={t('filters.distance.min')}
              maxThumbLabel={t('filters.distance.max')}
              formatValue={(km) => t('filters.distance.km', { km })}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** SRCH-031: facilities (name, value, label, count) but pets, which More filters holds. */
export function FacilitiesSection({ pending, onChange, facets, showTitle }: SectionProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const { t: tBar } = useTranslation(NAMESPACE);
  const options = facetOptions(
    t,
    'facilities',
    (facets.data?.facilities ?? [])
      .filter((facility) => facility.value !== PETS_FACILITY)
      .map(({ value, label, count }) => ({ key: value, label, count })),
    pending.facilities.filter((facility) => facility !== PETS_FACILITY),
  );
  return (
    <section className={styles.section} aria-busy={facets.loading || undefined}>
      <SectionTitle group="facilities" show={showTitle} />
      <FacetStatus facets={facets} />
      {facets.data ? (
        <CheckList
          legend={tBar('filters.groups.facilities')}
          hideLegend
          options={options}
          selected={pending.facilities}
          onToggle={(value) =>
            onChange({ ...pending, facilities: toggleInList(pending.facilities, value) })
          }
        />
      ) : null}
    </section>
  );
}

/**
 * SRCH-026, SRCH-031, CRIT-041..043: hotel types (name, value, label, count), environments (key,
 * label, count), styles (name, label, count), stars and minimum review score (value, label,
 * count) — picking the selected score again resets it — and pets, sent as petsAllowed.
 */
export function MoreFiltersSection({ pending, onChange, facets, showTitle }: SectionProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const data = facets.data;
  const scoreLabelId = useId();
  const toggle = (key: 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles') => (value: string) =>
    onChange({ ...pending, [key]: toggleInList(pending[key], value) });
  const pets = data?.facilities.find((facility) => facility.value === PETS_FACILITY);
  const petsSelected = pending.facilities.includes(PETS_FACILITY);

  return (
    <section className={styles.section} aria-busy={facets.loading || undefined}>
      <SectionTitle group="more" show={showTitle} />
      <FacetStatus facets={facets} />
      {data ? (
        <>
          {HOTEL_FACETS.map(({ kind, entries }) => (
            <CheckList
              key={kind}
              legend={t(`filters.more.${kind}`)}
              options={facetOptions(t, kind, entries(data), pending[kind])}
              selected={pending[kind]}
              onToggle={toggle(kind)}
            />
          ))}
          <CheckList
            legend={t('filters.more.stars')}
            options={data.stars.map((star) => ({
              value: String(star.value),
              label: t('filters.stars', { count: star.value }),
              count: star.count,
            }))}
            selected={pending.stars.map(String)}
            onToggle={(value) =>
              onChange({ ...pending, stars: toggleInList(pending.stars, Number(value)) })
            }
          />
          {data.hotelScores.length > 0 ? (
            <div className={styles.fieldset} role="group" aria-labelledby={scoreLabelId}>
              <p id={scoreLabelId} className={styles.legend}>
                {t('filters.more.hotelScore')}
              </p>
              <div className={styles.chips}>
                {data.hotelScores.map((score) => {
                  const selected = pending.hotelScore === score.value;
                  return (
                    <ToggleButton
                      key={score.value}
                      pressed={selected}
                      disabled={isFacetOptionDisabled(score.count, selected)}
                      onClick={() =>
                        onChange({
                          ...pending,
                          hotelScore: pickHotelScore(pending.hotelScore, score.value),
                        })
                      }
                    >
                      {t('filters.option', {
                        label: t('filters.more.score', { score: score.value }),
                        count: score.count,
                      })}
                    </ToggleButton>
                  );
                })}
              </div>
            </div>
          ) : null}
          {pets || petsSelected ? (
            <Switch
              label={t('filters.option', {
                label: t('filters.more.pets'),
                count: pets?.count ?? 0,
              })}
              checked={petsSelected}
              disabled={isFacetOptionDisabled(pets?.count ?? 0, petsSelected)}
              onCheckedChange={() =>
                onChange({
                  ...pending,
                  facilities: toggleInList(pending.facilities, PETS_FACILITY),
                })
              }
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The section of each dropdown. */
export const SECTIONS: Record<FilterGroup, (props: SectionProps) => ReactNode> = {
  activities: ActivitiesSection,
  price: PriceSection,
  distance: DistanceSection,
  facilities: FacilitiesSection,
  more: MoreFiltersSection,
};
