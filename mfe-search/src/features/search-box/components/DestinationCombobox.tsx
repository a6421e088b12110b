import type { AutocompleteResponse, RecommendedAutocompleteResponse } from '@shop/api-contract';
import {
  applyDestinationSuggestion,
  LOCATION_KEYS,
  type RecentSearch,
  type SearchCriteria,
  selectedDestination,
} from '@shop/criteria';
import { inputClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { useAutocomplete } from '../api/autocomplete';
import { type CatalogSource, useRecommendedAutocomplete } from '../api/recommended';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRecentSearches } from '../hooks/use-recent-searches';
import styles from './DestinationCombobox.module.css';

type Suggestion = AutocompleteResponse[number];
type Recommended = RecommendedAutocompleteResponse[number];

type Choice =
  | { kind: 'geolocation' }
  | { kind: 'recent'; item: RecentSearch }
  | { kind: 'suggestion'; item: Suggestion }
  | { kind: 'recommended'; item: Recommended };

interface Group {
  key: string;
  /** Group label; none for the geolocation option, which stands alone. */
  label?: string;
  choices: Choice[];
}

/** SRCH-046: the destination fields focus clears (places, coordinates, distance). */
export function clearDestination(criteria: SearchCriteria): SearchCriteria {
  const next = { ...criteria };
  for (const key of LOCATION_KEYS) next[key] = undefined;
  return next;
}

/** The label of the destination in the criteria, when a recent search knows it. */
export function labelOf(criteria: SearchCriteria, recent: readonly RecentSearch[]): string {
  const selected = selectedDestination(criteria);
  if (!selected) return '';
  return (
    recent.find((item) => item.category === selected.category && item.id === selected.id)?.label ??
    ''
  );
}

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** Coordinates are kept to about a metre. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export interface DestinationComboboxProps {
  criteria: SearchCriteria;
  onCriteriaChange: (next: SearchCriteria) => void;
  hideLabel?: boolean;
  /**
   * SRCH-044: the combobox fills the mobile full-screen dialog: the input takes the focus when it
   * opens, the suggestions list under it in the flow of the page, Escape dismisses the dialog.
   */
  inDialog?: boolean;
  /** Escape in the dialog (SRCH-048): close it. */
  onDismiss?: () => void;
  /** A choice was made: the label shown for it (the dialog closes). */
  onPicked?: (label: string) => void;
}

/**
 * SRCH-044..049: the destination input, an ARIA 1.2 combobox with a listbox popup. Typing asks
 * the autocomplete (debounced, CRIT-005); suggestions are grouped by category; arrows move the
 * highlight, Enter picks, Escape closes. Empty, it offers "Travel locally!", Recent Searches and
 * the recommended destinations (SRCH-050: those with weekends, narrowed to the search's theme).
 * In a theme search the typed text asks the recommended autocomplete instead of the geonames one,
 * so only places with weekends of that theme are proposed.
 */
export function DestinationCombobox({
  criteria,
  onCriteriaChange,
  hideLabel = false,
  inDialog = false,
  onDismiss,
  onPicked,
}: DestinationComboboxProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { recent, remember } = useRecentSearches();
  const [text, setText] = useState(() => labelOf(criteria, recent));
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const inputId = useId();
  const listboxId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const trimmed = text.trim();
  const term = useDebouncedValue(trimmed);
  // SRCH-050: the catalogue source is the theme of the search, when it has one.
  const source = useMemo<CatalogSource | undefined>(
    () => (criteria.theme !== undefined ? { type: 'theme', code: criteria.theme } : undefined),
    [criteria.theme],
  );
  const typedRecommended = source !== undefined && term !== '';
  const geonames = useAutocomplete(open && !typedRecommended ? term : '', locale);
  // Empty input (trimmed and debounced): the top recommendations; typed in a theme search: q.
  const recommendedQ = !open ? null : !trimmed ? '' : typedRecommended ? term : null;
  const recommended = useRecommendedAutocomplete(recommendedQ, locale, source);
  const data: readonly (Suggestion | Recommended)[] | undefined = typedRecommended
    ? recommended.data
    : geonames.data;
  const isLoading = typedRecommended ? recommended.isLoading : geonames.isLoading;
  const recommendedEmpty = !trimmed && recommendedQ === '' ? recommended.data : undefined;

  const groups = useMemo<Group[]>(() => {
    if (!trimmed) {
      const empty: Group[] = [];
      if (hasGeolocation()) empty.push({ key: 'geo', choices: [{ kind: 'geolocation' }] });
      if (recent.length > 0) {
        empty.push({
          key: 'recent',
          label: t('searchBox.destination.recentSearches'),
          choices: recent.map((item) => ({ kind: 'recent', item })),
        });
      }
      if (recommendedEmpty && recommendedEmpty.length > 0) {
        empty.push({
          key: 'recommended',
          label: t('searchBox.recommended.label'),
          choices: recommendedEmpty.map((item) => ({ kind: 'recommended', item })),
        });
      }
      return empty;
    }
    if (term !== trimmed || !data) return [];
    const byCategory = new Map<string, Choice[]>();
    for (const item of data) {
      const list = byCategory.get(item.category) ?? [];
      list.push('count' in item ? { kind: 'recommended', item } : { kind: 'suggestion', item });
      byCategory.set(item.category, list);
    }
    return [...byCategory].map(([category, choices]) => ({
      key: category,
      label: t(`searchBox.destination.categories.${category}`),
      choices,
    }));
  }, [trimmed, term, data, recent, recommendedEmpty, t]);

  const choices = useMemo(() => groups.flatMap((group) => group.choices), [groups]);
  const expanded = open && choices.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const active = expanded && highlight >= 0 && highlight < choices.length ? highlight : -1;

  useEffect(() => {
    if (active < 0) return;
    const option = document.getElementById(optionId(active));
    if (listRef.current?.contains(option)) option?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listboxId, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };

  const pick = (choice: Choice) => {
    close();
    if (choice.kind === 'geolocation') {
      // SRCH-045: around the visitor, no distance set ('less than 2h', CRIT-039). A refusal or
      // an error leaves everything as it is.
      setText(t('searchBox.destination.geolocation'));
      onPicked?.(t('searchBox.destination.geolocation'));
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          onCriteriaChange({
            ...clearDestination(criteria),
            lat: round(coords.latitude),
            lng: round(coords.longitude),
          });
        },
        () => setText(''),
        { maximumAge: 600_000, timeout: 10_000 },
      );
      return;
    }
    const item =
      choice.kind === 'recent'
        ? choice.item
        : { id: choice.item.value, label: choice.item.label, category: choice.item.category };
    // SRCH-047, CRIT-050: one category filter, coordinates and distance cleared; CRIT-053.
    onCriteriaChange(applyDestinationSuggestion(criteria, item));
    remember(item);
    setText(item.label);
    onPicked?.(item.label);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = choices.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = active < 0 ? (step > 0 ? -1 : count) : active;
        setHighlight((from + step + count) % count);
        return;
      }
      case 'Enter': {
        const choice = active >= 0 ? choices[active] : undefined;
        if (!choice) return; // Enter without a highlight submits the form.
        event.preventDefault();
        pick(choice);
        return;
      }
      case 'Escape':
        if (inDialog && onDismiss) {
          // The dialog closes with its list (SRCH-048); focus returns to its opener.
          event.preventDefault();
          event.stopPropagation();
          close();
          onDismiss();
          return;
        }
        if (!open) return;
        // Close the list only, not a dialog around the form.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  };

  const renderChoice = (choice: Choice, index: number) => {
    const selected = index === active;
    const className = `${styles.option} ${selected ? styles.highlighted : ''}`;
    const common = {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': selected,
      className,
      onClick: () => pick(choice),
      onMouseMove: () => setHighlight(index),
    };
    if (choice.kind === 'geolocation') {
      return (
        <div key="geo" {...common}>
          <span className={styles.optionLabel}>{t('searchBox.destination.geolocation')}</span>{' '}
          <span className={styles.optionHint}>{t('searchBox.destination.geolocationHint')}</span>
        </div>
      );
    }
    if (choice.kind === 'recent') {
      return (
        <div key={`recent-${choice.item.category}-${choice.item.id}`} {...common}>
          <span className={styles.optionLabel}>{choice.item.label}</span>
        </div>
      );
    }
    if (choice.kind === 'recommended') {
      const { item } = choice;
      return (
        <div key={`recommended-${item.category}-${item.id}`} {...common}>
          <span className={styles.optionLabel}>{item.label}</span>{' '}
          <span className={styles.optionHint}>
            {t('searchBox.recommended.weekends', { count: item.count })}
          </span>
        </div>
      );
    }
    const { item } = choice;
    return (
      <div key={`${item.category}-${item.id}`} {...common}>
        <span className={styles.optionLabel}>{item.label}</span>
        {item.postalcode ? <span className={styles.optionHint}> {item.postalcode}</span> : null}
      </div>
    );
  };

  const starts = groups.map((_, g) =>
    groups.slice(0, g).reduce((sum, group) => sum + group.choices.length, 0),
  );
  const noResults =
    open && trimmed !== '' && term === trimmed && !isLoading && choices.length === 0;

  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {t('searchBox.destination.label')}
      </label>
      <input
        id={inputId}
        // The dialog's showModal() focuses the element marked autofocus (SRCH-044).
        ref={inDialog ? (input) => input?.setAttribute('autofocus', '') : undefined}
        className={`${inputClassName} ${styles.input}`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        placeholder={t('searchBox.destination.placeholder')}
        value={text}
        onFocus={() => {
          // SRCH-046: focus clears the destination filters and opens the suggestions.
          if (selectedDestination(criteria) || criteria.lat !== undefined) {
            onCriteriaChange(clearDestination(criteria));
          }
          setText('');
          setHighlight(-1);
          setOpen(true);
        }}
        onBlur={close}
        onChange={(event) => {
          setText(event.target.value);
          setHighlight(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={t('searchBox.destination.suggestions')}
        className={inDialog ? `${styles.listbox} ${styles.inline}` : styles.listbox}
        tabIndex={-1}
        hidden={!expanded}
        // Keep the focus in the input while an option is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group, g) => {
          const items = group.choices.map((choice, i) =>
            renderChoice(choice, (starts[g] ?? 0) + i),
          );
          if (!group.label) return items;
          const labelId = `${listboxId}-group-${group.key}`;
          return (
            <div key={group.key} role="group" aria-labelledby={labelId} className={styles.group}>
              <div id={labelId} role="presentation" className={styles.groupLabel}>
                {group.label}
              </div>
              {items}
            </div>
          );
        })}
      </div>
      <p className={styles.status} role="status">
        {noResults ? t('searchBox.destination.noResults') : ''}
      </p>
    </div>
  );
}
