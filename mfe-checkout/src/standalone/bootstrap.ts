import { renderStandalone } from '@shop/build/standalone';

void renderStandalone('mfe_checkout', {
  './CheckoutPage': () => import('../pages/CheckoutPage'),
  './ConfirmationPage': () => import('../pages/ConfirmationPage'),
  './AccountPage': () => import('../pages/AccountPage'),
});
