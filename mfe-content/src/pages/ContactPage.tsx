import { Alert, Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { contactOutcome } from '../features/contact-form/lib/contact-ref';
import { useLeadTracking } from '../features/contact-form/hooks/use-lead-tracking';
import { ContactHelp } from '../features/contact-help/components/ContactHelp';
import { NAMESPACE } from '../i18n';
import styles from './ContactPage.module.css';

const ContactModal = lazy(() => import('../features/contact-form/components/ContactModal'));
// Rendered by the server only, in <noscript> (a browser running scripts never renders its
// children, nor loads this code): CONT-037, ADR 0091.
const NoScriptContactForm = lazy(
  () => import('../features/contact-form/components/NoScriptContactForm'),
);

const subscribeToNothing = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

/**
 * The contact page (CONT-028..047): self-help first, then "Leave us a message" and its form in a
 * modal. The form posts natively; the API sends the visitor back here with ref=contact_thank_you
 * (success alert, generate_lead) or ref=contact_error (the form again, with the error alert).
 * Without JavaScript the served page holds the form itself (CONT-037, ADR 0091).
 */
export default function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  const search = usePlatform((state) => state.location.search);
  const outcome = contactOutcome(search);
  // A send that came back with an error opens the form again (CONT-038), once the page runs in
  // the browser: the served HTML has no dialog (its <noscript> form serves a visitor without
  // JavaScript). Null until the visitor opens or closes the form.
  const inBrowser = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const [opened, setOpened] = useState<boolean | null>(null);
  const open = opened ?? (outcome === 'error' && inBrowser);
  const loaded = open || opened !== null;
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
        <Button className={styles.withScript} onClick={() => setOpened(true)}>
          {t('contact.message.open')}
        </Button>
        <noscript>
          <Suspense fallback={null}>
            <NoScriptContactForm />
          </Suspense>
        </noscript>
      </section>
      {loaded && (
        <Suspense fallback={null}>
          <ContactModal
            open={open}
            onClose={() => setOpened(false)}
            initialSendError={outcome === 'error'}
          />
        </Suspense>
      )}
    </div>
  );
}
