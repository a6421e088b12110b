import { describe, expect, it } from '@jest/globals';
import { copyFailed, i18n, initI18n, registerNamespace } from './instance';
import { preloadNamespace } from './preload';
import { poll } from '@shop/test-support';

registerNamespace('first', async (language) => ({ title: `first ${language}` }));
registerNamespace('other', async (language) => ({ title: `other ${language}` }));

describe('preloadNamespace (copy before the first render, ADR 0021)', () => {
  it('loads that namespace, and only it, in the current language without any render', async () => {
    await initI18n('it_IT');
    expect(i18n.hasLoadedNamespace('first', { lng: 'it_IT' })).toBe(false);
    preloadNamespace('first');
    await poll(() => i18n.hasResourceBundle('it_IT', 'first')).toBe(true);
    expect(i18n.getFixedT('it_IT', 'first')('title')).toBe('first it_IT');
    expect(i18n.hasResourceBundle('it_IT', 'other')).toBe(false);
  });

  it('swallows a failed download: the render that needs the copy reports it', async () => {
    registerNamespace('offline', () => Promise.reject(new Error('offline')));
    expect(() => preloadNamespace('offline')).not.toThrow();
    await poll(() => copyFailed('it_IT', 'offline')).toBe(true);
  });
});
