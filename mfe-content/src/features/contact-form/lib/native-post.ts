import { DESKTOP_QUERY, matchesMedia } from '@shop/design-system/media-query';

/**
 * CONT-037: posts the form natively (a full-page POST to its action, as without JavaScript), after
 * the checks; HTMLFormElement.submit() skips the submit event, so this does not loop.
 */
export function postNatively(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}

/** Enter blurs a field on desktop (CONT-047): pointer devices as wide as a desktop. */
export function isDesktop(): boolean {
  return matchesMedia(DESKTOP_QUERY);
}
