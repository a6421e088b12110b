import { PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { type RemotePageProps, usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { lazy, Suspense } from 'react';
import { ActivityCheckout } from '../features/checkout-summary/components/ActivityCheckout';
import { BookingSummary } from '../features/checkout-summary/components/BookingSummary';
import { GiftCardSummary } from '../features/checkout-summary/components/GiftCardSummary';
import { GIFT_CARD_SEGMENT } from '../entities/checkout/lib/draft';
import { isGiftCheckout } from '../entities/checkout/lib/gift-handoff';
import { NAMESPACE } from '../i18n';
import styles from './CheckoutPage.module.css';

/** The gift-voucher summary (ADR 0072) only for ?flow=gifting: not on the stay's first load. */
const GiftVoucherSummary = lazy(() =>
  import('../features/checkout-summary/components/GiftVoucherSummary').then((module) => ({
    default: module.GiftVoucherSummary,
  })),
);

/** The payment step is not needed on the summary's first screen. */
const PaymentStep = lazy(() =>
  import('../features/payment/components/PaymentStep').then((module) => ({
    default: module.PaymentStep,
  })),
);
const ActivityPaymentStep = lazy(() =>
  import('../features/payment/components/PaymentStep').then((module) => ({
    default: module.ActivityPaymentStep,
  })),
);

type Step = 'summary' | 'payment' | 'activity' | 'activityPayment';

function stepOf(pathname: string, search: string, params: RemotePageProps['params']): Step {
  if (params.activityId !== undefined) {
    return new URLSearchParams(search).get('step') === 'payment' ? 'activityPayment' : 'activity';
  }
  return /\/payment\/?$/.test(pathname) ? 'payment' : 'summary';
}

/**
 * LEFT-003: /checkout/{productId}/summary (the booking summary, target of "Book"),
 * /checkout/{productId}/payment and /checkout/activity/{id}; a gift card (GIFT-025) goes through
 * /checkout/giftcard/summary and /checkout/giftcard/payment (ADR 0077).
 */
export default function CheckoutPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const pathname = usePlatform((state) => state.location.pathname);
  const search = usePlatform((state) => state.location.search);
  const step = stepOf(pathname, search, params);
  const current = step === 'activityPayment' ? 'payment' : step === 'activity' ? 'summary' : step;
  const title = t(`pages.${step === 'activityPayment' ? 'payment' : step}.title`);
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <nav aria-label={t('steps.label')}>
        <ol className={styles.steps}>
          {(['summary', 'payment', 'confirmation'] as const).map((name) => (
            <li key={name} aria-current={name === current ? 'step' : undefined}>
              {t(`steps.${name}`)}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {step === 'summary' && params.productId === GIFT_CARD_SEGMENT ? <GiftCardSummary /> : null}
      {step === 'summary' && params.productId !== GIFT_CARD_SEGMENT && isGiftCheckout(search) ? (
        <Suspense fallback={<PageSkeleton />}>
          <GiftVoucherSummary productSegment={params.productId} />
        </Suspense>
      ) : null}
      {step === 'summary' && params.productId !== GIFT_CARD_SEGMENT && !isGiftCheckout(search) ? (
        <BookingSummary productSegment={params.productId} />
      ) : null}
      {step === 'payment' ? (
        <Suspense fallback={<PageSkeleton />}>
          <PaymentStep productSegment={params.productId} />
        </Suspense>
      ) : null}
      {step === 'activity' ? <ActivityCheckout activitySegment={params.activityId} /> : null}
      {step === 'activityPayment' ? (
        <Suspense fallback={<PageSkeleton />}>
          <ActivityPaymentStep activitySegment={params.activityId} />
        </Suspense>
      ) : null}
    </div>
  );
}
