import { renderStandalone } from '@shop/build/standalone';

void renderStandalone('mfe_gifting', {
  './GiftSetupPage': () => import('../pages/GiftSetupPage'),
  './BoxesPage': () => import('../pages/BoxesPage'),
  './GiftCardPage': () => import('../pages/GiftCardPage'),
  './BeneficiaryPage': () => import('../pages/BeneficiaryPage'),
});
