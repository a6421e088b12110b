import { Button, buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import {
  MESSENGER_OPEN_EVENT,
  POPULAR_QUESTIONS,
  QUICK_ACTIONS,
  faqHref,
  messengerEnabled,
} from '../lib/help-links';
import styles from './ContactHelp.module.css';

/**
 * The self-help part of the contact page: the FAQ banner (CONT-028), the quick actions (CONT-029),
 * five popular questions (CONT-030) and the chat button when the messenger runs (CONT-031).
 */
export function ContactHelp() {
  const { t } = useTranslation(NAMESPACE);
  const chat = usePlatform((state) =>
    messengerEnabled(state.flags, state.locale, state.environment),
  );
  return (
    <div className={styles.help}>
      <section className={styles.banner} aria-labelledby="contact-help-faq">
        <h2 id="contact-help-faq" className={styles.heading}>
          {t('contact.help.title')}
        </h2>
        <p>{t('contact.help.text')}</p>
        <Link to={faqHref()}>{t('contact.help.faq')}</Link>
      </section>

      <section aria-labelledby="contact-help-actions">
        <h2 id="contact-help-actions" className={styles.heading}>
          {t('contact.actions.title')}
        </h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.key}>
              <Link to={action.href} className={buttonClassName({ variant: 'secondary' })}>
                {t(`contact.actions.${action.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-help-questions">
        <h2 id="contact-help-questions" className={styles.heading}>
          {t('contact.questions.title')}
        </h2>
        <ul className={styles.list}>
          {POPULAR_QUESTIONS.map((question) => (
            <li key={question}>
              <Link to={faqHref(question)}>{t(`contact.questions.${question}`)}</Link>
            </li>
          ))}
        </ul>
      </section>

      {chat && (
        <section aria-labelledby="contact-help-chat">
          <h2 id="contact-help-chat" className={styles.heading}>
            {t('contact.chat.title')}
          </h2>
          <p>{t('contact.chat.hours')}</p>
          <Button
            variant="secondary"
            onClick={() => window.dispatchEvent(new CustomEvent(MESSENGER_OPEN_EVENT))}
          >
            {t('contact.chat.open')}
          </Button>
        </section>
      )}
    </div>
  );
}
