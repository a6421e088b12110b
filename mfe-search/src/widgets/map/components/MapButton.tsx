import { useTranslation } from '@shop/i18n';
import { Button } from '@shop/design-system';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './MapButton.module.css';

// The overlay, Leaflet and its CSS load on the first click, never with the page.
const MapOverlay = lazy(() => import('./MapOverlay'));

export interface MapButtonProps {
  /** Filters to show in the overlay instead of its own (price and stars). */
  filters?: ReactNode;
  className?: string;
}

function MapIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M15 4 9 2 3 4v18l6-2 6 2 6-2V2l-6 2Zm-1 15.6-4-1.3V4.4l4 1.3v13.9ZM5 5.4l3-1v13.9l-3 1V5.4Zm14 13.2-3 1V5.7l3-1v13.9Z"
      />
    </svg>
  );
}

/** SRCH-002, SRCH-009: the "Map" action of the filter bar; it opens the map overlay. */
export function MapButton({ filters, className }: MapButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <Button
        variant="neutral"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MapIcon />
        {t('map.open')}
      </Button>
      {requested ? (
        <Suspense
          fallback={
            <span className={styles.loading} role="status">
              {t('map.loading')}
            </span>
          }
        >
          <MapOverlay open={open} onClose={() => setOpen(false)} filters={filters} />
        </Suspense>
      ) : null}
    </>
  );
}
