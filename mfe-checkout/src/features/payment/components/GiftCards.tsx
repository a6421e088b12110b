import { ApiRequestError, type OrderSummary } from '@shop/api-contract';
import { Button, TextField } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { forgetGiftCode, readGiftCode } from '@shop/platform/gift-handoff';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import { deleteGiftCard, postGiftCard } from '../api/gift-cards';
import styles from './PaymentStep.module.css';

const KNOWN_ERRORS = [
  'GIFT_CARD_UNKNOWN',
  'GIFT_CARD_EXPIRED',
  'GIFT_CARD_EMPTY',
  'GIFT_CARD_ALREADY_APPLIED',
  'GIFT_CARD_NOT_ACCEPTED',
  'GIFT_VOUCHER_EXPIRED',
  'GIFT_VOUCHER_USED',
  'GIFT_VOUCHER_NOT_ACCEPTED',
  'TOO_MANY_REQUESTS',
  'BAD_REQUEST',
];

/**
 * ADR 0018, CHK-032: gift cards pay all or part of the order: a serial number is applied (held
 * on the order), shown with the amount it pays, and can be removed; the rest is paid by card.
 * The same field takes a gift voucher's GV- code, which pays a stay of its weekend (ADR 0074).
 * A code the beneficiary checked on /beneficiary/login (kept in the tab, ADR 0077) is applied
 * once when the step opens, then forgotten whatever the answer (the field shows any refusal).
 */
export function GiftCards({
  order,
  onChanged,
}: {
  order: OrderSummary;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const used = order.priceBreakdown.giftcards.filter((card) => card.usedAmount !== undefined);
  const carried = useRef(readGiftCode());

  const run = async (call: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await call();
      await onChanged();
      setSerial('');
    } catch (caught) {
      const code = caught instanceof ApiRequestError ? caught.code : '';
      setError(KNOWN_ERRORS.includes(code) ? code : 'OTHER');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  useEffect(() => {
    const code = carried.current;
    if (code === null) return;
    carried.current = null;
    forgetGiftCode();
    setSerial(code);
    void run(() => postGiftCard(order.orderUUID, code));
    // Once, when the step opens with a carried code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = serial.trim();
    if (value === '') {
      setError('REQUIRED');
      return;
    }
    void run(() => postGiftCard(order.orderUUID, value));
  };
  return (
    <section className={styles.section} aria-labelledby="gift-cards" data-testid="gift-cards">
      <h2 id="gift-cards">{t('giftCards.title')}</h2>
      {used.length > 0 ? (
        <ul className={styles.cards}>
          {used.map((card) => {
            const last4 = (card.serialNumber ?? '').slice(-4);
            return (
              <li key={card.serialNumber ?? last4}>
                <span>
                  {t('giftCards.applied', {
                    serial: card.serialNumber ?? '',
                    amount: formatPrice(card.usedAmount ?? 0, tag),
                  })}
                </span>
                <Button
                  variant="secondary"
                  narrow
                  disabled={busy}
                  onClick={() => void run(() => deleteGiftCard(order.orderUUID, last4))}
                >
                  {t('giftCards.remove', { last4 })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form className={styles.inlineForm} noValidate onSubmit={apply}>
        <TextField
          label={t('giftCards.serial')}
          value={serial}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setSerial(event.currentTarget.value)}
          error={error ? t(`giftCards.errors.${error}`) : undefined}
        />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
          {t('giftCards.apply')}
        </Button>
      </form>
    </section>
  );
}
