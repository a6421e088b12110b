import {
  FROM_SEARCH_BAR,
  GIFT_PAX,
  parseSearchQuery,
  paxToHash,
  type SearchCriteria,
  searchParticipants,
  serialiseSearchHash,
  shouldPromptForDates,
  submitFlow,
} from '@shop/criteria';
import { BOOKING_NAMESPACE } from '@shop/booking';
import { Button, Modal, visuallyHiddenClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import {
  navigate,
  paths,
  type PlatformLocation,
  type SearchFlow,
  searchFlowOf,
  searchPath,
  shellQueryOf,
  useExperiment,
  usePlatform,
} from '@shop/platform';
import { type FormEvent, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { useSearchDraft } from '../hooks/use-search-draft';
import { DatesField } from './DatesField';
import { DestinationField } from './DestinationField';
import { GuestsField } from './GuestsField';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** The flow searched; by default the current address's (a search path, or ?flow=). */
  flow?: SearchFlow;
  /** One slim row; on mobile a summary button that opens the form full-screen (SRCH-013). */
  compact?: boolean;
  /**
   * SRCH-015: the page suggests dates: a submit without dates opens the date picker until the
   * visitor dismisses it (closes the picker it opened). The enforce-search-dates experiment
   * forces the picker whatever this says.
   */
  suggestDates?: boolean;
}

const SEARCH_PATHS = [paths.search(), paths.activitySearch(), paths.giftSearch()];

/** The flow of the page the box sits on (CRIT-013): its search path, else its ?flow=. */
export function flowOfLocation(location: PlatformLocation): SearchFlow {
  return SEARCH_PATHS.includes(location.pathname)
    ? searchFlowOf(location.pathname, location.search)
    : parseSearchQuery(location.search).flow;
}

/** The criteria a search in `flow` sends (CRIT-018 gift guests, CRIT-024 activity participants). */
export function criteriaForFlow(flow: SearchFlow, criteria: SearchCriteria): SearchCriteria {
  if (flow === 'gifting') return { ...criteria, ...paxToHash(GIFT_PAX) };
  if (flow === 'activity') {
    const adult = searchParticipants(criteria.a).pax;
    return { ...criteria, ...paxToHash({ adult, child: 0, baby: 0 }) };
  }
  return criteria;
}

/**
 * SRCH-016: the address of the search: the flow's path, from=searchBar, criteria in the hash; the
 * shell's parameters of the current address (`lng`, issue 10) kept.
 */
export function searchUrl(flow: SearchFlow, criteria: SearchCriteria, currentSearch = ''): string {
  return searchPath(
    flow,
    { ...shellQueryOf(currentSearch), from: FROM_SEARCH_BAR },
    serialiseSearchHash(criteriaForFlow(flow, criteria)),
  );
}

/**
 * The search box (issue 4): destination, dates, guests and Search. Only this bar loads with the
 * page; the calendar and guest panels load when first opened.
 */
export function SearchBox({
  flow: flowProp,
  compact = false,
  suggestDates = false,
}: SearchBoxProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  // The fields' shared copy (ADR 0030) loads with the box: opening the compact form or a field
  // never suspends the box (which would unmount the control focus returns to).
  useTranslation(BOOKING_NAMESPACE);
  const location = usePlatform((state) => state.location);
  const flow = flowProp ?? flowOfLocation(location);
  const { criteria, setCriteria, mirrorDates } = useSearchDraft(flow);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [formOpen, setFormOpen] = useState(false);
  const forcedDates = useExperiment('enforceSearchDates');
  const redirectToSingleVoucher = useExperiment('redirectToSingleVoucherSearch');
  const [datesOpen, setDatesOpen] = useState(false);
  // SRCH-015: the picker was opened by a submit; closing it dismisses a suggestion.
  const [prompted, setPrompted] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // SRCH-018: gift-flow searches reach the single-voucher search in the experiment variation.
    const target = submitFlow(flow, {
      redirectToSingleVoucher,
      onSingleVoucherPath: location.pathname === paths.giftSearch(),
    });
    const askDates = shouldPromptForDates({
      flow: target,
      hasDates: criteria.checkin !== undefined,
      forced: forcedDates,
      suggested: suggestDates,
      dismissed,
    });
    if (askDates) {
      setPrompted(true);
      setDatesOpen(true);
      return;
    }
    setFormOpen(false);
    navigate(searchUrl(target, criteria, location.search));
  };

  const onDatesOpenChange = (open: boolean) => {
    setDatesOpen(open);
    if (!open && prompted) {
      setPrompted(false);
      setDismissed(true);
    }
  };

  const form = (inModal: boolean) => (
    <form
      role="search"
      aria-label={t('searchBox.label')}
      className={compact && !inModal ? `${styles.bar} ${styles.compact}` : styles.bar}
      onSubmit={submit}
    >
      <DestinationField
        criteria={criteria}
        onCriteriaChange={setCriteria}
        hideLabel={compact && !inModal}
      />
      <DatesField
        criteria={criteria}
        onCriteriaChange={setCriteria}
        open={datesOpen}
        onOpenChange={onDatesOpenChange}
        flow={flow}
        onDatesCommit={mirrorDates}
      />
      {flow === 'gifting' ? null : (
        <GuestsField flow={flow} criteria={criteria} onCriteriaChange={setCriteria} />
      )}
      <Button type="submit" className={styles.submit}>
        {t('searchBox.submit')}
      </Button>
      <span role="status" className={visuallyHiddenClassName}>
        {prompted ? t('searchSubmit.chooseDates') : ''}
      </span>
    </form>
  );

  if (compact && mobile) {
    return (
      <div className={styles.root}>
        <button
          type="button"
          className={styles.summary}
          aria-haspopup="dialog"
          aria-expanded={formOpen}
          onClick={() => setFormOpen(true)}
        >
          {t('searchBox.open')}
        </button>
        <Modal
          open={formOpen}
          onClose={() => setFormOpen(false)}
          variant="fullscreen"
          title={t('searchBox.label')}
          closeLabel={t('searchBox.close')}
        >
          {form(true)}
        </Modal>
      </div>
    );
  }

  return <div className={styles.root}>{form(false)}</div>;
}
