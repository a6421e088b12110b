const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** First keyboard-focusable element inside a container (autofocus wins). */
export function firstFocusable(container: ParentNode): HTMLElement | null {
  const auto = container.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
  return auto ?? container.querySelector<HTMLElement>(FOCUSABLE);
}
