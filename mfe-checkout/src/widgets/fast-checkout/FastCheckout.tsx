import { ApiRequestError } from '@shop/api-contract';
import { parseProductHash, serialiseProductHash, toIsoDate } from '@shop/criteria';
import { Alert, Button, buttonClassName, Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import {
  Link,
  navigate,
  paths,
  platformStore,
  reportError,
  shellQueryOf,
  track,
  usePlatform,
} from '@shop/platform';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { HandoffProblem } from '../../entities/checkout/components/HandoffProblem';
import { readStayHandoff } from '../../entities/checkout/lib/handoff';
import {
  SummaryOfStay,
  type SummarySubmit,
} from '../../features/checkout-summary/components/BookingSummary';
import { ChallengeDialog } from '../../features/payment/components/ChallengeDialog';
import { useWalletOrder } from '../../features/payment/hooks/use-wallet-order';
import { detectWallet, type Wallet, WALLET_NAMES } from '../../features/payment/lib/wallet';
import { NAMESPACE } from '../../i18n';
import { CHECKOUT_TRACKING } from '../../lib/tracking';
import styles from './FastCheckout.module.css';

/**
 * The props of `mfe_checkout/FastCheckout` (its exposed module's contract, ADR 0103): additive
 * only, as embedding apps keep their own copy of it.
 */
export interface FastCheckoutProps {
  /** The stay's offer (weekend id): the product page's path id. */
  productId: number;
  /**
   * The product page's validity check and checkout hand-off (§4.3: dates, activity days, quote;
   * checkout initialised by offer id). Resolves false when the page showed why it cannot book.
   */
  prepare: () => Promise<boolean>;
}

type Flags = { error?: boolean; isLoading?: boolean };

/** Writes the wallet's flags into the product page's hash (§4.10), keeping everything else. */
function writeFlags(flags: Flags) {
  const { pathname, search, hash } = platformStore.getState().location;
  const next = serialiseProductHash({ ...parseProductHash(hash), ...flags });
  navigate(`${pathname}${search}${next ? `#${next}` : ''}`, { replace: true });
}

/**
 * CHK-007..016, ADR 0103: the fast wallet checkout of a stay page. The wallet button opens the
 * full-screen "Personalize your stay" modal once the page's validity check passes (which removes
 * the error flag from the hash). The modal is the booking summary (details, buyer, insurance,
 * price) with the wallet's pay button: the order is placed, the hash gets isLoading=1, the wallet
 * authorises the amount and POST /purchase/zeppto books it; success goes to the confirmation
 * (`?status=success&gaId=…`). Any failure writes error=1, which shows "Payment with … failed"
 * with "Book", the way to the booking summary.
 */
export default function FastCheckout({ productId, prepare }: FastCheckoutProps) {
  const { t } = useTranslation(NAMESPACE);
  const location = usePlatform((state) => state.location);
  const fields = useMemo(() => parseProductHash(location.hash), [location.hash]);
  // Loaded in the browser only (when the page is idle): the wallet is known on the first render.
  const [wallet] = useState<Wallet>(detectWallet);
  const [open, setOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const walletName = WALLET_NAMES[wallet];

  const failed = useCallback(
    (reason: string) => {
      writeFlags({ error: true, isLoading: false });
      void track(
        'add_payment_info',
        { item_id: productId, payment_type: walletName, outcome: 'failed', reason },
        CHECKOUT_TRACKING,
      );
    },
    [productId, walletName],
  );
  const walletOrder = useWalletOrder({
    onFailed: failed,
    onBooked: (booking) => {
      navigate(
        paths.confirmation(booking.orderUUID, {
          ...shellQueryOf(platformStore.getState().location.search),
          status: 'success',
          gaId: booking.bookingNumber,
          token: booking.viewToken,
        }),
      );
    },
  });
  const paying = walletOrder.state.status !== 'idle';

  // A reload or a return to the page: no payment runs yet, so an isLoading flag is stale.
  useEffect(() => {
    if (parseProductHash(platformStore.getState().location.hash).isLoading)
      writeFlags({ isLoading: false });
  }, []);

  const start = async () => {
    if (preparing) return;
    setPreparing(true);
    try {
      if (!(await prepare())) return;
      writeFlags({ error: false });
      setOpen(true);
    } finally {
      setPreparing(false);
    }
  };

  const failure = fields.error ? (
    <Alert tone="error" title={t('payment.failed', { paymentMethod: walletName })}>
      <Link
        className={buttonClassName({ variant: 'secondary' })}
        to={paths.checkout(
          productId,
          serialiseProductHash({
            ...fields,
            error: false,
            isLoading: false,
            productId: String(productId),
          }),
          shellQueryOf(location.search),
        )}
      >
        {t('payment.book')}
      </Link>
    </Alert>
  ) : null;

  return (
    <div className={styles.fast} data-testid="fast-checkout">
      <Button
        variant="secondary"
        className={styles.wallet}
        onClick={() => void start()}
        disabled={preparing || paying}
        aria-busy={preparing}
      >
        {t('fastCheckout.open', { wallet: walletName })}
      </Button>
      {open ? null : failure}
      <Modal
        open={open}
        onClose={() => {
          if (!paying) setOpen(false);
        }}
        title={t('fastCheckout.title')}
        closeLabel={t('fastCheckout.close')}
        variant="fullscreen"
        size="l"
        className={styles.modal}
      >
        {open ? (
          <FastStay
            productId={productId}
            hash={location.hash}
            failure={failure}
            walletName={walletName}
            paying={paying}
            onPlaced={(placed, body) => {
              const key = placed.idempotency?.key;
              const order = placed.order;
              if (!key || !order) {
                failed('other');
                return;
              }
              // §4.10: the wallet starts.
              writeFlags({ isLoading: true, error: false });
              void walletOrder.pay({ body, idempotencyKey: key, amount: order.amount });
            }}
            onFailed={(reason, error) => {
              // CHK-013: a refusal the server answered is not an exception; the rest (no
              // answer, an answer breaking the contract, a bug) is logged.
              const answered = error instanceof ApiRequestError && error.status >= 400;
              if (!answered) {
                void reportError({
                  message: `Fast checkout order failed: ${error instanceof Error ? error.message : String(error)}`,
                });
              }
              failed(reason);
            }}
          />
        ) : null}
      </Modal>
      {walletOrder.state.status === 'challenge' ? (
        <ChallengeDialog
          open
          attemptsLeft={walletOrder.state.intent.challenge?.attemptsLeft ?? 0}
          wrongCode={walletOrder.state.wrongCode}
          checking={walletOrder.state.checking}
          onSubmit={(code) => void walletOrder.confirm(code)}
          onClose={walletOrder.cancelChallenge}
        />
      ) : null}
    </div>
  );
}

function FastStay({
  productId,
  hash,
  failure,
  walletName,
  paying,
  onPlaced,
  onFailed,
}: {
  productId: number;
  hash: string;
  failure: ReactNode;
  walletName: string;
  paying: boolean;
  onPlaced: SummarySubmit['onPlaced'];
  onFailed: SummarySubmit['onFailed'];
}) {
  const { t } = useTranslation(NAMESPACE);
  const reading = useMemo(
    () => readStayHandoff(String(productId), hash, toIsoDate(new Date())),
    [productId, hash],
  );
  if (!reading.ok) return <HandoffProblem problem={reading.problem} productId={productId} />;
  return (
    <>
      {failure}
      <SummaryOfStay
        stay={reading.stay}
        submit={{
          button: (pending) => (
            <Button
              type="submit"
              className={styles.wallet}
              disabled={pending || paying}
              aria-busy={pending || paying}
            >
              {t('fastCheckout.pay', { wallet: walletName })}
            </Button>
          ),
          onPlaced,
          onFailed,
        }}
      />
    </>
  );
}
