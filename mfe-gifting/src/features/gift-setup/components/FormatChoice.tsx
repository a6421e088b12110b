import type { GiftFormat } from '@shop/criteria';
import { Badge, RadioGroup } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';

/**
 * GIFT-008..010: Digital (default; instant reception by e-mail, "Ecological") or Physical
 * (delivery between 2 and 4 working days, "Free delivery"); Physical disabled with "Victim of its
 * success…" unless its flag is on and the shipping-cost call answered without error.
 */
export function FormatChoice({
  value,
  physicalAvailable,
  onChange,
}: {
  value: GiftFormat;
  physicalAvailable: boolean;
  onChange: (format: GiftFormat) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div>
      <RadioGroup<GiftFormat>
        legend={t('setup.format.legend')}
        options={[
          {
            value: 'digital',
            label: (
              <>
                {t('setup.format.digital')}{' '}
                <Badge tone="success">{t('setup.format.ecological')}</Badge>
              </>
            ),
            description: t('setup.format.digitalText'),
          },
          {
            value: 'physical',
            label: (
              <>
                {t('setup.format.physical')}{' '}
                <Badge tone="info">{t('setup.format.freeDelivery')}</Badge>
              </>
            ),
            description: physicalAvailable
              ? t('setup.format.physicalText')
              : t('setup.format.physicalUnavailable'),
            disabled: !physicalAvailable,
          },
        ]}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
