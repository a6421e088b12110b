import { i18n, initI18n } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { LATER_NAMESPACE, NAMESPACE, preloadCopy } from './i18n';

describe('preloadCopy (page copy before the first render)', () => {
  it('loads the first-screen copy (not the later copy) in the current language before any render', async () => {
    await initI18n('it_IT');
    expect(i18n.hasLoadedNamespace(NAMESPACE, { lng: 'it_IT' })).toBe(false);
    preloadCopy(NAMESPACE);
    await expect.poll(() => i18n.hasLoadedNamespace(NAMESPACE, { lng: 'it_IT' })).toBe(true);
    expect(i18n.hasLoadedNamespace(LATER_NAMESPACE, { lng: 'it_IT' })).toBe(false);
  });
});
