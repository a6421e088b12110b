import type { VoucherPriceEntry } from '@shop/api-contract';
import { RadioGroup } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';

/** GIFT-001, GIFT-006: the night-count selector; a choice writes giftNights to the hash. */
export function NightsSelector({
  priceList,
  value,
  onChange,
}: {
  priceList: readonly VoucherPriceEntry[];
  value: number;
  onChange: (nights: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  return (
    <RadioGroup
      legend={t('setup.nights.legend')}
      orientation="horizontal"
      options={priceList.map((entry) => ({
        value: String(entry.nights),
        label: t('setup.nights.option', { count: entry.nights }),
        description: formatPrice(entry.sellPrice, tag),
      }))}
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
    />
  );
}
