import { createConfig } from '@shop/build/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_checkout',
  port: 4204,
  exposes: {
    './CheckoutPage': './src/pages/CheckoutPage.tsx',
    './ConfirmationPage': './src/pages/ConfirmationPage.tsx',
    './AccountPage': './src/pages/AccountPage.tsx',
    './FastCheckout': './src/widgets/fast-checkout/FastCheckout.tsx',
  },
});
