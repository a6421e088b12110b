import { registerNamespace } from '@shop/i18n';

/**
 * The account section's copy ("Check my booking", modify, cancel, customer accounts): registered
 * and loaded by the account page only, so neither this registration nor the copy is in the
 * checkout's and payment's first load (like the shell's "shell-later" namespace).
 */
export const ACCOUNT_NAMESPACE = 'checkout-account';

registerNamespace(ACCOUNT_NAMESPACE, (language) => import(`./locales/account/${language}.json`));
