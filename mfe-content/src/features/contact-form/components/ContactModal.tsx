import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { ContactForm } from './ContactForm';

export interface ContactModalProps {
  open: boolean;
  onClose: () => void;
  initialSendError?: boolean;
}

/** CONT-032: the contact modal holding the form (loaded when first opened). */
export default function ContactModal({ open, onClose, initialSendError }: ContactModalProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('contact.form.title')}
      closeLabel={t('contact.form.close')}
      size="m"
      variant="fullscreen"
      closeOnBackdropClick={false}
    >
      <ContactForm initialSendError={initialSendError} />
    </Modal>
  );
}
