import type { WeekendDetail } from '@shop/api-contract';
import { parseProductHash, type Locale } from '@shop/criteria';
import { Alert, Button, Modal } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { navigate, usePlatform } from '@shop/platform';
import { useEffect, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { productHref } from '../../../lib/product-href';
import { useFormatTag } from '../../../lib/use-format-tag';
import { useUpsell } from '../api/get-upsell';
import { UPSELL_NAVIGATION_DELAY_MS, upsellChoices } from '../lib/upsell-rules';
import styles from './UpsellExtras.module.css';

export interface UpsellExtrasProps {
  detail: Pick<WeekendDetail, 'id' | 'label' | 'upsellBaseId' | 'priceDifference'>;
  locale: Locale;
  headingId: string;
}

type Pending = { mode: 'adding' | 'removing'; target: number };

/**
 * PROD-037..039: the extras of the stay (upsell.json): the vouchers with a price difference for
 * the chosen nights (hash nights, default 1), each with "Add"; on a package reached by adding an
 * extra, "Remove" goes back to its base package. Either shows a loading modal ("We are adding
 * your extra ..." / "We are removing your extra ..."), then after 500 ms the page moves to the
 * resulting product id (the hash's dates and party kept). Closing the modal first cancels.
 */
export default function UpsellExtras({ detail, locale, headingId }: UpsellExtrasProps) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const location = usePlatform((state) => state.location);
  const hash = parseProductHash(location.hash);
  const nights = hash.nights ?? hash.night;
  const { data, error } = useUpsell(detail.id, locale, nights ?? 1);
  const [pending, setPending] = useState<Pending | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const statusId = useId();

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const start = (next: Pending) => {
    if (timer.current !== null) clearTimeout(timer.current);
    setPending(next);
    timer.current = setTimeout(() => {
      timer.current = null;
      navigate(productHref(next.target, location));
    }, UPSELL_NAVIGATION_DELAY_MS);
  };
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setPending(null);
  };

  const choices = upsellChoices(data?.singleVoucherProducts ?? [], nights);
  const base = detail.upsellBaseId;
  const price = (cents: number) =>
    t('stay.upsell.price', { price: formatPrice(cents, tag, { roundUp: true }) });

  return (
    <>
      <h3 id={headingId} className={styles.heading}>
        {t('stay.upsell.title')}
      </h3>
      {base !== null ? (
        <div className={styles.current}>
          <p className={styles.label}>
            {t('stay.upsell.current', { label: detail.label })}{' '}
            {detail.priceDifference > 0 ? (
              <span className={styles.price}>{price(detail.priceDifference)}</span>
            ) : null}
          </p>
          <Button
            variant="secondary"
            aria-label={t('stay.upsell.removeLabel', { label: detail.label })}
            onClick={() => start({ mode: 'removing', target: base })}
          >
            {t('stay.upsell.remove')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <Alert tone="info">{t('stay.upsell.error')}</Alert>
      ) : data && choices.length === 0 && base === null ? (
        <p>{t('stay.upsell.none')}</p>
      ) : (
        <ul className={styles.list}>
          {choices.map(({ product, difference }) => (
            <li key={product.id} className={styles.item}>
              <p className={styles.label}>
                {product.label} <span className={styles.price}>{price(difference)}</span>
              </p>
              <Button
                variant="secondary"
                aria-label={t('stay.upsell.addLabel', { label: product.label })}
                onClick={() => start({ mode: 'adding', target: product.id })}
              >
                {t('stay.upsell.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={pending !== null}
        onClose={cancel}
        title={pending?.mode === 'removing' ? t('stay.upsell.removing') : t('stay.upsell.adding')}
        closeLabel={t('stay.upsell.cancel')}
        size="s"
        describedBy={statusId}
      >
        <p id={statusId} role="status" className={styles.wait}>
          {t('stay.upsell.wait')}
        </p>
      </Modal>
    </>
  );
}
