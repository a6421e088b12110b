/**
 * CHK-012: the wallet of the fast checkout: Apple Pay when the stored wallet flag is set,
 * otherwise Google Pay. The flag is stored where the device can pay with Apple Pay (Safari's
 * `ApplePaySession.canMakePayments()`, or the native app that sets it), so the next visit shows
 * the right wallet from its first render.
 */
export type Wallet = 'applePay' | 'googlePay';

/** The stored flag: `localStorage[WALLET_FLAG_KEY] === 'applePay'`. */
export const WALLET_FLAG_KEY = 'walletType';

/** The wallet's name as shown (a brand: the same in every language). */
export const WALLET_NAMES: Readonly<Record<Wallet, string>> = {
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
};

interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** CHK-012: the stored wallet, Google Pay unless the flag says Apple Pay. */
export function storedWallet(): Wallet {
  try {
    return storage()?.getItem(WALLET_FLAG_KEY) === 'applePay' ? 'applePay' : 'googlePay';
  } catch {
    return 'googlePay';
  }
}

/** Stores the flag when this browser can pay with Apple Pay; returns the wallet to show. */
export function detectWallet(): Wallet {
  try {
    const session = (window as unknown as ApplePayWindow).ApplePaySession;
    if (session?.canMakePayments?.() === true) storage()?.setItem(WALLET_FLAG_KEY, 'applePay');
  } catch {
    // No storage or no Apple Pay: the stored flag decides.
  }
  return storedWallet();
}
