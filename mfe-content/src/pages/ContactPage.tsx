import { Alert, Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { Suspense, lazy, useState } from 'react';
import { contactOutcome } from '../features/contact-form/lib/contact-ref';
import { useLeadTracking } from '../features/contact-form/hooks/use-lead-tracking';
import { ContactHelp } from '../features/contact-help/components/ContactHelp';
import { NAMESPACE } from '../i18n';
import styles from './ContactPage.module.css';

const ContactModal = lazy(() => import('../features/contact-form/components/ContactModal'));

/**
 * The contact page (CONT-028..047): self-help first, then "Leave us a message" and its form in a
 * modal. The form posts natively; the API sends the visitor back here with ref=contact_thank_you
 * (success alert, generate_lead) or ref=contact_error (the form again, with the error alert).
 */
export default function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  const search = usePlatform((state) => state.location.search);
  const outcome = contactOutcome(search);
  const [open, setOpen] = useState(outcome === 'error');
  const [loaded, setLoaded] = useState(open);
  usePageTitle(t('contact.title'));
  useLeadTracking(outcome === 'thankYou');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contact.title')}</h1>
      {outcome === 'thankYou' && <Alert tone="success">{t('contact.thankYou')}</Alert>}
      <ContactHelp />
      <section className={styles.message} aria-labelledby="contact-message">
        <h2 id="contact-message">{t('contact.message.title')}</h2>
        <p>{t('contact.message.text')}</p>
        <Button
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {t('contact.message.open')}
        </Button>
      </section>
      {loaded && (
        <Suspense fallback={null}>
          <ContactModal
            open={open}
            onClose={() => setOpen(false)}
            initialSendError={outcome === 'error'}
          />
        </Suspense>
      )}
    </div>
  );
}
