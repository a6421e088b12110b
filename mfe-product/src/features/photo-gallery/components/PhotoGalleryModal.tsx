import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from '../../../i18n';
import type { Photo } from '../lib/photos';
import styles from './PhotoGalleryModal.module.css';

export interface PhotoGalleryModalProps {
  open: boolean;
  onClose: () => void;
  photos: readonly Photo[];
  label: string;
  /** The photo the visitor clicked: scrolled into view on open. */
  startIndex: number;
}

/**
 * PROD-003: the full gallery, every photo of the product, full width and loaded as the visitor
 * scrolls (a Modal: focus trapped, Escape closes, focus back on the opener).
 */
export default function PhotoGalleryModal({
  open,
  onClose,
  photos,
  label,
  startIndex,
}: PhotoGalleryModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!open || startIndex === 0) return;
    list.current?.children[startIndex]?.scrollIntoView?.({ block: 'start' });
  }, [open, startIndex]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('stay.photos.galleryTitle', { label, count: photos.length })}
      closeLabel={t('stay.photos.close')}
      variant="fullscreen"
      size="l"
    >
      <ol ref={list} className={styles.list}>
        {photos.map((photo, index) => (
          <li key={`${photo.src}-${index}`} className={styles.item}>
            <img
              className={styles.image}
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 768px) 720px, 100vw"
              alt={t('stay.photos.alt', { label, n: index + 1, count: photos.length })}
              width={640}
              height={360}
              loading={Math.abs(index - startIndex) < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        ))}
      </ol>
    </Modal>
  );
}
