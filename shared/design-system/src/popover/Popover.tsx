import {
  type KeyboardEvent,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { buttonClassName } from '../button/Button';
import { ChevronIcon } from '../utils/icons';
import { firstFocusable } from '../utils/focus';
import { cx } from '../utils/cx';
import styles from './Popover.module.css';

export type PopoverChangeReason = 'trigger' | 'focus' | 'escape' | 'outside' | 'close';

export interface PopoverProps {
  /** Content of the trigger button; it is the button's accessible name. */
  trigger: ReactNode;
  /** Panel content, or a function receiving `close` (for Confirm / Apply buttons). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; leave undefined for an uncontrolled popover. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean, reason: PopoverChangeReason) => void;
  /**
   * Called before the panel closes because the user pressed or moved focus outside it, so the
   * caller can apply or cancel pending values (SRCH-024).
   */
  onOutsideClick?: () => void;
  /** Open when the trigger receives focus (participants selector, SRCH-051). */
  openOnFocus?: boolean;
  /** Panel edge aligned with the trigger. */
  align?: 'start' | 'end';
  /** Panel role: a non-modal dialog (default) or a plain group. */
  panelRole?: 'dialog' | 'group';
  /** Accessible name of the panel; by default the trigger names it. */
  panelLabel?: string;
  /** Show a chevron in the trigger. */
  chevron?: boolean;
  disabled?: boolean;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * Panel anchored to a trigger button: aria-expanded on the trigger, Escape closes and gives focus
 * back to the trigger, pressing outside closes (after `onOutsideClick`).
 */
export function Popover({
  trigger,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onOutsideClick,
  openOnFocus = false,
  align = 'start',
  panelRole = 'dialog',
  panelLabel,
  chevron = true,
  disabled = false,
  className,
  triggerClassName,
  panelClassName,
}: PopoverProps) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const open = openProp ?? internalOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusPanelOnOpen = useRef(false);
  const openAtPointerDown = useRef<boolean | null>(null);
  const refocusing = useRef(false);
  const triggerId = useId();
  const panelId = useId();

  const setOpen = useCallback(
    (next: boolean, reason: PopoverChangeReason) => {
      if (openProp === undefined) setInternalOpen(next);
      onOpenChange?.(next, reason);
    },
    [openProp, onOpenChange],
  );

  const latest = useRef({ setOpen, onOutsideClick });
  useEffect(() => {
    latest.current = { setOpen, onOutsideClick };
  });

  // A press outside also blurs the panel: the blur must not dismiss a second time.
  const pressedOutside = useRef(false);

  useEffect(() => {
    if (!open) return;
    pressedOutside.current = false;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && rootRef.current?.contains(target)) return;
      pressedOutside.current = true;
      latest.current.onOutsideClick?.();
      latest.current.setOpen(false, 'outside');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  useEffect(() => {
    if (!open || !focusPanelOnOpen.current) return;
    focusPanelOnOpen.current = false;
    const panel = panelRef.current;
    if (panel) (firstFocusable(panel) ?? panel).focus();
  }, [open]);

  /** Gives focus back to the trigger without reopening an open-on-focus popover. */
  const focusTrigger = useCallback(() => {
    refocusing.current = true;
    triggerRef.current?.focus();
    refocusing.current = false;
  }, []);

  // Closing from inside the panel (Confirm) gives focus back to the trigger once closed.
  const [returnFocus, setReturnFocus] = useState(0);
  useEffect(() => {
    if (returnFocus > 0) focusTrigger();
  }, [returnFocus, focusTrigger]);

  const close = useCallback(() => {
    setOpen(false, 'close');
    setReturnFocus((n) => n + 1);
  }, [setOpen]);

  const onTriggerClick = () => {
    const wasOpen = openAtPointerDown.current ?? open;
    openAtPointerDown.current = null;
    if (openOnFocus && !wasOpen && open) return; // opened by the focus of this very click
    if (!open) focusPanelOnOpen.current = true;
    setOpen(!open, 'trigger');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false, 'escape');
    focusTrigger();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (pressedOutside.current) {
      pressedOutside.current = false;
      return;
    }
    if (!open || !(next instanceof Node) || rootRef.current?.contains(next)) return;
    onOutsideClick?.();
    setOpen(false, 'outside');
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbling from the trigger and panel
    <div ref={rootRef} className={cx(styles.root, className)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={cx(buttonClassName({ variant: 'neutral' }), triggerClassName)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup={panelRole === 'dialog' ? 'dialog' : undefined}
        disabled={disabled}
        onPointerDown={() => {
          openAtPointerDown.current = open;
        }}
        onFocus={() => {
          if (openOnFocus && !open && !refocusing.current) setOpen(true, 'focus');
        }}
        onClick={onTriggerClick}
      >
        {trigger}
        {chevron ? (
          <span className={cx(styles.chevron, open && styles.chevronOpen)}>
            <ChevronIcon direction="down" />
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role={panelRole}
          tabIndex={-1}
          aria-labelledby={panelLabel ? undefined : triggerId}
          aria-label={panelLabel}
          className={cx(styles.panel, styles[align], panelClassName)}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      ) : null}
    </div>
  );
}

/** A dropdown is a popover whose trigger shows a chevron: same component, same props. */
export const Dropdown = Popover;
export type DropdownProps = PopoverProps;
