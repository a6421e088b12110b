/**
 * jsdom has no showModal()/close(): a test-only stand-in as the design system's own tests use
 * (ADR 0009): it opens the dialog, focuses its first focusable element, turns Escape into a
 * cancelable `cancel` event and fires `close` on close, like browsers do.
 */
export function installModalDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = Array.from(document.querySelectorAll('dialog[open]')).pop();
    if (!(top instanceof HTMLDialogElement)) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
