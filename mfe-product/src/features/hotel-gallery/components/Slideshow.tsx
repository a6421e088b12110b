import { Button, Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './Slideshow.module.css';

export interface SlideshowProps {
  images: readonly { src: string; alt: string }[];
  start: number;
  onClose: () => void;
}

/** PROD-044: the full-screen slideshow: one picture at a time, previous / next, arrow keys. */
export default function Slideshow({ images, start, onClose }: SlideshowProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const [index, setIndex] = useState(start);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const image = images[index];
  return (
    <Modal
      open
      variant="fullscreen"
      size="l"
      onClose={onClose}
      title={t('hotel.gallery.slideshow')}
      closeLabel={t('hotel.close')}
      className={styles.slideshow}
    >
      {/* The arrow keys turn the pictures; the buttons do the same for every pointer. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.stage}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1);
          if (event.key === 'ArrowLeft') go(-1);
        }}
      >
        {image ? <img className={styles.image} src={image.src} alt={image.alt} /> : null}
        <p className={styles.counter} aria-live="polite">
          {t('hotel.gallery.position', { n: index + 1, count })}
        </p>
        <div className={styles.controls}>
          <Button variant="secondary" onClick={() => go(-1)} disabled={count < 2}>
            {t('hotel.gallery.previous')}
          </Button>
          <Button variant="secondary" onClick={() => go(1)} disabled={count < 2}>
            {t('hotel.gallery.next')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
