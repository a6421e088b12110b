import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../utils/icons';
import { cx } from '../utils/cx';
import styles from './Dialog.module.css';

export interface DialogBaseProps {
  /** Whether the dialog is shown; the caller owns this state. */
  open: boolean;
  /** Called when the user asks to close (close button, Escape, backdrop click). */
  onClose: () => void;
  /** Title; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Accessible name of the close button (from the app's translations). */
  closeLabel: string;
  children?: ReactNode;
  /** Action bar at the bottom (e.g. Clear / Validate buttons). */
  footer?: ReactNode;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdropClick?: boolean;
  /** id of an element describing the dialog. */
  describedBy?: string;
  className?: string;
}

/**
 * Modal base on the native <dialog> and showModal(): the browser traps focus, makes the page inert
 * and turns Escape into `cancel`. Focus goes back to the element that opened it.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  hideTitle = false,
  closeOnBackdropClick = true,
  describedBy,
  className,
}: DialogBaseProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, onClose, closeOnBackdropClick });
  const titleId = useId();

  useEffect(() => {
    latest.current = { open, onClose, closeOnBackdropClick };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restoreFocus = () => {
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) element.focus();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    const onNativeClose = () => {
      restoreFocus();
      // Closed by the browser itself while the caller still thinks it is open: report it.
      if (latest.current.open) latest.current.onClose();
    };
    let pressedOnBackdrop = false;
    const onPointerDown = (event: Event) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: Event) => {
      if (event.target === dialog && pressedOnBackdrop && latest.current.closeOnBackdropClick) {
        latest.current.onClose();
      }
      pressedOnBackdrop = false;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      // Unmounted while open: the element leaves the top layer without a close event. (A
      // StrictMode re-run keeps the element connected: nothing to restore then.)
      if (opener.current && !dialog.isConnected) restoreFocus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <div className={styles.surface}>
        <div className={cx(styles.header, hideTitle && styles.headerBare)}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{open ? children : null}</div>
        {footer && open ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
