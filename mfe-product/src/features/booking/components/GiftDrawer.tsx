import { Button, Drawer } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { RemoteWidget } from '@shop/platform/remote-widget';
import { NAMESPACE } from '../../../i18n';

/** A copy of the props `mfe_gifting/GiftDrawer` documents (ADR 0039, ADR 0073: additive only). */
export interface GiftDrawerWidgetProps {
  productId: number;
}

/** mfe-gifting's exposed module for the gift options (GIFT-002..004, GIFT-007). */
export const GIFT_DRAWER_MODULE = './GiftDrawer';

/**
 * PROD-012, PROD-010, GIFT-002: the drawer "Personalise your gift". Its content belongs to
 * mfe-gifting and is embedded through the platform's RemoteWidget, loaded only once the drawer
 * opens (not on the page's first load): when mfe-gifting cannot load the region shows this app's
 * fallback, and the rest of the page keeps working.
 */
export function GiftDrawer({
  open,
  onClose,
  productId,
}: {
  open: boolean;
  onClose: () => void;
  productId: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('booking.personaliseGift')}
      closeLabel={t('booking.close')}
    >
      {open ? (
        <RemoteWidget<GiftDrawerWidgetProps>
          remote="mfe_gifting"
          module={GIFT_DRAWER_MODULE}
          props={{ productId }}
          load="now"
          minHeight="12rem"
          fallback={(retry) => (
            <div role="status">
              <p>{t('booking.gift.fallback')}</p>
              <Button variant="secondary" onClick={retry}>
                {t('booking.gift.retry')}
              </Button>
            </div>
          )}
        />
      ) : null}
    </Drawer>
  );
}
