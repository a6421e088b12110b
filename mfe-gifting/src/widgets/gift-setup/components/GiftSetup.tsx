import { ApiRequestError, type GiftVoucherFormat } from '@shop/api-contract';
import {
  type GiftField,
  giftFieldError,
  type GiftFieldRule,
  initialGiftNights,
  isGiftable,
  physicalFormatAvailable,
  readGiftCustomization,
  serialiseGiftHash,
  toggleSubElement,
  writeGiftCustomization,
} from '@shop/criteria';
import { Alert, Button, buttonClassName, PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, navigate, paths, shellQueryOf, track, usePlatform } from '@shop/platform';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useCustomSubElements } from '../../../entities/gift-voucher/api/get-custom-sub-elements';
import { useShippingCosts } from '../../../entities/gift-voucher/api/get-shipping-costs';
import { useSubElements } from '../../../entities/gift-voucher/api/get-sub-elements';
import { useVoucherPrices } from '../../../entities/gift-voucher/api/get-voucher-prices';
import { useVoucherQuote } from '../../../entities/gift-voucher/api/get-voucher-quote';
import {
  CustomizationForm,
  type GiftErrors,
  type GiftValues,
} from '../../../features/gift-setup/components/CustomizationForm';
import { FormatChoice } from '../../../features/gift-setup/components/FormatChoice';
import { NightsSelector } from '../../../features/gift-setup/components/NightsSelector';
import { PriceSummary } from '../../../features/gift-setup/components/PriceSummary';
import {
  choiceGroups,
  SubElementsChoice,
} from '../../../features/gift-setup/components/SubElementsChoice';
import { useGiftHandoff } from '../../../features/gift-setup/hooks/use-gift-handoff';
import { useGiftHash } from '../../../features/gift-setup/hooks/use-gift-hash';
import { NAMESPACE } from '../../../i18n';
import { GIFTING_TRACKING } from '../../../lib/tracking';
import styles from './GiftSetup.module.css';

const FIELDS: readonly GiftField[] = ['fromName', 'message'];

/**
 * GIFT-001, GIFT-005..024: the gift setup of a weekend: nights, format, sub-elements (physical),
 * customization and the server's price summary; "Continue" validates the form, stores fromName
 * and message, initialises checkout (CHK-001), records add_to_cart for the gifting flow and goes
 * to the checkout summary.
 */
export function GiftSetup({ productId }: { productId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const pos = usePlatform((state) => state.market.pos);
  const flagOn = usePlatform((state) => state.flags.physicalGiftFormat);
  const search = usePlatform((state) => state.location.search);
  const { hash, write } = useGiftHash(productId);
  const prices = useVoucherPrices(productId, locale);
  const shipping = useShippingCosts(pos, flagOn);
  const physicalOk = physicalFormatAvailable(flagOn, shipping.data);
  const physical = hash.giftFormat === 'physical' && physicalOk;
  const subElements = useSubElements(locale, physical);
  const custom = useCustomSubElements(locale, physical);
  const groups = useMemo(
    () => choiceGroups(subElements.data, custom.data, language),
    [subElements.data, custom.data, language],
  );

  const priceList = prices.data?.priceList ?? [];
  const nights = prices.data ? initialGiftNights(priceList, hash.giftNights) : undefined;
  // GIFT-005: the first entry (or an unsold giftNights) takes the first tier's nights.
  useEffect(() => {
    if (nights !== undefined && hash.giftNights !== nights) {
      write({ ...hash, giftNights: nights });
    }
  }, [hash, nights, write]);

  // Only ids the lists know are priced and kept (a tampered hash cannot add others).
  const known = (ids: readonly number[], list: { choices: { id: number }[] }[]) =>
    ids.filter((id) => list.some((group) => group.choices.some((choice) => choice.id === id)));
  const chosenElements = physical ? known(hash.subElements, groups.standard) : [];
  const chosenCustom = physical ? known(hash.customSubElements, groups.custom) : [];
  const format: GiftVoucherFormat = physical ? 'PHYSICAL' : 'DIGITAL';
  const listsReady = !physical || (subElements.data !== undefined && custom.data !== undefined);
  const quote = useVoucherQuote(
    nights !== undefined && prices.data?.isGiftable && listsReady
      ? {
          locale,
          offerId: productId,
          nights,
          format,
          subElements: chosenElements,
          customSubElements: chosenCustom,
        }
      : null,
  );

  const handoff = useGiftHandoff();
  const [values, setValues] = useState<GiftValues>(() => readGiftCustomization(productId));
  const [errors, setErrors] = useState<GiftErrors>({});
  const errorSummary = useRef<HTMLDivElement>(null);

  if (prices.error) {
    const missing = prices.error instanceof ApiRequestError && prices.error.status === 404;
    return <NotGiftable text={t(missing ? 'setup.notFound' : 'setup.loadFailed')} />;
  }
  if (!prices.data || nights === undefined) return <PageSkeleton />;
  if (!isGiftable(prices.data)) return <NotGiftable text={t('setup.notGiftable')} />;

  const rules: Record<GiftField, GiftFieldRule> = prices.data.customization;
  const check = (field: GiftField, value: string) =>
    giftFieldError(field, value, rules[field]) ?? undefined;
  const change = (field: GiftField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };
  const blur = (field: GiftField) =>
    setErrors((current) => ({ ...current, [field]: check(field, values[field]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (handoff.state === 'pending') return;
    const found: GiftErrors = {};
    for (const field of FIELDS) {
      const error = check(field, values[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !quote.data) {
      errorSummary.current?.focus();
      return;
    }
    const saved = { fromName: values.fromName.trim(), message: values.message.trim() };
    writeGiftCustomization(productId, saved);
    // CHK-001: checkout is initialised for the voucher before the summary opens.
    const amount = quote.data.totalPrice;
    if (!(await handoff.start(productId, nights))) return;
    void track(
      'add_to_cart',
      {
        flow: 'gifting',
        item_id: productId,
        value: amount / 100,
        currency: 'EUR',
      },
      GIFTING_TRACKING,
    );
    const target = {
      ...hash,
      giftNights: nights,
      giftFormat: physical ? ('physical' as const) : ('digital' as const),
      subElements: chosenElements,
      customSubElements: chosenCustom,
    };
    navigate(
      paths.checkout(productId, serialiseGiftHash(target), {
        ...shellQueryOf(search),
        flow: 'gifting',
      }),
    );
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <form className={styles.layout} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.main}>
        <p className={styles.offer}>
          <strong>{prices.data.label}</strong>
          <br />
          {t('setup.validity', { months: prices.data.validityMonths, count: prices.data.adults })}
        </p>
        <NightsSelector
          priceList={priceList}
          value={nights}
          onChange={(giftNights) => write({ ...hash, giftNights })}
        />
        <FormatChoice
          value={physical ? 'physical' : 'digital'}
          physicalAvailable={physicalOk}
          onChange={(giftFormat) => write({ ...hash, giftNights: nights, giftFormat })}
        />
        {physical ? (
          <section aria-labelledby="gift-sub-elements" className={styles.section}>
            <h2 id="gift-sub-elements" className={styles.heading}>
              {t('setup.subElements.title')}
            </h2>
            <SubElementsChoice
              groups={groups.standard}
              chosen={chosenElements}
              onToggle={(id, sameGroup) =>
                write({ ...hash, subElements: toggleSubElement(chosenElements, id, sameGroup) })
              }
            />
            <SubElementsChoice
              groups={groups.custom}
              chosen={chosenCustom}
              onToggle={(id, sameGroup) =>
                write({
                  ...hash,
                  customSubElements: toggleSubElement(chosenCustom, id, sameGroup),
                })
              }
            />
          </section>
        ) : null}
        <div ref={errorSummary} tabIndex={-1}>
          {errorCount > 0 ? (
            <Alert tone="error">{t('setup.form.summary', { count: errorCount })}</Alert>
          ) : null}
        </div>
        <CustomizationForm
          rules={rules}
          values={values}
          errors={errors}
          onChange={change}
          onBlur={blur}
        />
      </div>
      <aside className={styles.aside} aria-labelledby="gift-price">
        <h2 id="gift-price" className={styles.heading}>
          {t('setup.price.title')}
        </h2>
        {quote.data ? <PriceSummary quote={quote.data} /> : null}
        {quote.error ? <Alert tone="error">{t('setup.price.failed')}</Alert> : null}
        {handoff.state === 'failed' ? <Alert tone="error">{t('setup.handoffFailed')}</Alert> : null}
        <Button
          type="submit"
          disabled={!quote.data || handoff.state === 'pending'}
          aria-busy={handoff.state === 'pending' || undefined}
        >
          {t('setup.continue')}
        </Button>
      </aside>
    </form>
  );
}

function NotGiftable({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div>
      <Alert tone="warning">{text}</Alert>
      <p>
        <Link to={paths.giftSearch()} className={buttonClassName({ variant: 'secondary' })}>
          {t('setup.otherGifts')}
        </Link>
      </p>
    </div>
  );
}
