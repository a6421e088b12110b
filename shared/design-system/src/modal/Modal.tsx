import { DialogFrame, type DialogBaseProps } from '../dialog/DialogFrame';
import { cx } from '../utils/cx';
import styles from './Modal.module.css';

/**
 * Layout on small screens (< 768 px); on larger screens every variant is a centred box.
 * - center: centred box everywhere
 * - fullscreen: covers the whole screen on mobile (calendar, destination search: SRCH-032, SRCH-044)
 * - sheet: bottom sheet on mobile
 */
export type ModalVariant = 'center' | 'fullscreen' | 'sheet';

export interface ModalProps extends DialogBaseProps {
  variant?: ModalVariant;
  /** Width of the centred box. */
  size?: 's' | 'm' | 'l';
}

/** Modal dialog on the native <dialog> element: focus trapped, Escape closes, focus returns. */
export function Modal({ variant = 'center', size = 'm', className, ...rest }: ModalProps) {
  return (
    <DialogFrame {...rest} className={cx(styles.modal, styles[size], styles[variant], className)} />
  );
}
