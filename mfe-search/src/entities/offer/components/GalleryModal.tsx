import { galleryImages } from '@shop/criteria';
import { Gallery, Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';

export interface GalleryModalProps {
  open: boolean;
  onClose: () => void;
  images: readonly string[];
  /** The card's label (title of the dialog, alternative texts). */
  label: string;
}

/**
 * SRCH-053, CRIT-098: a card's gallery, loaded on first open: the first 4 images (design-system
 * Gallery) in a Modal, with "+N photos" over the last tile when the card has more.
 */
export default function GalleryModal({ open, onClose, images, label }: GalleryModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const shown = galleryImages(images);
  const more = images.length - shown.length;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('cards.photos', { label })}
      closeLabel={t('cards.close')}
      size="l"
    >
      <Gallery
        label={t('cards.photos', { label })}
        images={shown.map((src, index) => ({
          src,
          alt: t('cards.photoAlt', { label, n: index + 1, count: images.length }),
        }))}
        moreText={more > 0 ? t('cards.morePhotos', { count: more }) : undefined}
        sizes="(min-width: 768px) 720px, 100vw"
      />
    </Modal>
  );
}
