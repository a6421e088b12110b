import { Modal, visuallyHiddenClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { useEffect, useRef, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { useSearchSummary } from '../../../entities/search/hooks/use-search-summary';
import { SearchBox } from '../../../features/search-box/components/SearchBox';
import styles from './SummaryBar.module.css';

/** CSS variable other sticky elements of the page offset themselves by while the bar shows. */
export const STICKY_TOP_VARIABLE = '--search-sticky-top';

export interface SummaryBarProps {
  /** SRCH-014: the page has scrolled 250 px. */
  sticky: boolean;
}

/**
 * SRCH-013, SRCH-014: the search summary (destination, dates, theme, guests), sticky at the top of
 * the page once it has scrolled 250 px. It opens the search form in a modal, full screen on
 * mobile. Labels come from the results' own answer (the same request, served from memory).
 */
/** Read by screen readers between the parts of the summary; the bar shows gaps instead. */
function Separator() {
  return <span className={visuallyHiddenClassName}>, </span>;
}

export default function SummaryBar({ sticky }: SummaryBarProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const {
    current: { flow, location },
    gifting,
    destination,
    theme,
    dates,
    guests,
  } = useSearchSummary();
  const [formOpen, setFormOpen] = useState(false);

  // A new search (the address changed) closes the form.
  const [seen, setSeen] = useState(location);
  if (seen !== location) {
    setSeen(location);
    setFormOpen(false);
  }

  const visible = sticky || formOpen;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement.style;
    root.setProperty(STICKY_TOP_VARIABLE, `${bar.current?.offsetHeight ?? 0}px`);
    return () => {
      root.removeProperty(STICKY_TOP_VARIABLE);
    };
  }, [visible]);

  return (
    <div
      ref={bar}
      className={styles.bar}
      hidden={!visible}
      data-testid="summary-bar"
      data-sticky={sticky ? 'true' : 'false'}
    >
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.summary}
          aria-haspopup="dialog"
          aria-expanded={formOpen}
          onClick={() => setFormOpen(true)}
        >
          {/* The name starts with what the button does and contains the visible text (WCAG 2.5.3). */}
          <span className={visuallyHiddenClassName}>{t('summaryBar.formTitle')}: </span>
          <span className={styles.destination} data-part="destination">
            {destination}
          </span>
          <Separator />
          {gifting ? null : (
            <span className={styles.part} data-part="dates">
              {dates}
              <Separator />
            </span>
          )}
          {theme ? (
            <span className={styles.part} data-part="theme">
              {theme}
              <Separator />
            </span>
          ) : null}
          {gifting ? null : (
            <span className={styles.part} data-part="guests">
              {guests}
              <Separator />
            </span>
          )}
          <span className={styles.edit}>{t('summaryBar.edit')}</span>
        </button>
      </div>
      <Modal
        open={formOpen}
        onClose={() => setFormOpen(false)}
        variant="fullscreen"
        size="l"
        title={t('summaryBar.formTitle')}
        closeLabel={t('searchBox.close')}
      >
        <SearchBox flow={flow} />
      </Modal>
    </div>
  );
}
