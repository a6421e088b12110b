import { Alert, Button, PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, paths, type RemotePageProps, usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { useGiftCardOptions } from '../entities/gift-card/api/get-gift-card-options';
import { GiftCardForm } from '../features/gift-card-form/components/GiftCardForm';
import { NAMESPACE } from '../i18n';
import styles from './GiftingPage.module.css';

/**
 * GIFT-025: /giftcard/customization in the six markets: the gift card's amount, design,
 * recipient and message, then the checkout. Another /giftcard/… address leads here.
 */
export default function GiftCardPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const options = useGiftCardOptions(locale);
  usePageTitle(t('card.title'));
  const rest = params['*'] ?? 'customization';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('card.title')}</h1>
      <p className={styles.lead}>{t('card.lead')}</p>
      {rest !== 'customization' ? (
        <p>
          <Link to={paths.giftcardCustomization()}>{t('card.toCustomization')}</Link>
        </p>
      ) : options.error ? (
        <Alert tone="error" title={t('card.loadError')}>
          <Button variant="secondary" onClick={() => void options.mutate()}>
            {t('card.retry')}
          </Button>
        </Alert>
      ) : !options.data ? (
        <PageSkeleton />
      ) : (
        <GiftCardForm options={options.data} />
      )}
    </div>
  );
}
