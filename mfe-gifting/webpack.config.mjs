import { createConfig } from '@shop/build/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_gifting',
  port: 4203,
  exposes: {
    './GiftSetupPage': './src/pages/GiftSetupPage.tsx',
    './BoxesPage': './src/pages/BoxesPage.tsx',
    './GiftCardPage': './src/pages/GiftCardPage.tsx',
    './BeneficiaryPage': './src/pages/BeneficiaryPage.tsx',
    './GiftDrawer': './src/widgets/gift-drawer/components/GiftDrawer.tsx',
  },
});
