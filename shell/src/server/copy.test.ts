/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { registerNamespace } from '@shop/i18n';
import { serverCopy } from './copy';

describe('the server’s copy per release set (issue 16, ADR 0093)', () => {
  it('keeps one instance per language and set of builds, and loads a promoted build’s copy', async () => {
    registerNamespace('content', async (language) => ({ toggle: `Stays or gifts (${language})` }));
    const english = await serverCopy('en');
    expect(await serverCopy('en')).toBe(english);
    const french = await serverCopy('fr_FR');
    expect(french).not.toBe(english);
    expect(french.getFixedT('fr_FR', 'content')('toggle')).toBe('Stays or gifts (fr_FR)');

    // A promoted release: the app's code is loaded anew and registers its copy anew.
    registerNamespace('content', async () => ({ toggle: 'Stays or gifts, new' }));
    const promoted = await serverCopy('en');
    expect(promoted).not.toBe(english);
    expect(promoted.getFixedT('en', 'content')('toggle')).toBe('Stays or gifts, new');
    expect(english.getFixedT('en', 'content')('toggle')).toBe('Stays or gifts (en)');
  });

  it('fails a render whose copy did not load, and loads it again for the next one', async () => {
    let offline = true;
    registerNamespace('flaky', async () => {
      if (offline) throw new Error('offline');
      return { status: 'loaded' };
    });
    await expect(serverCopy('it_IT')).rejects.toThrow('The copy of flaky (it_IT) failed');
    offline = false;
    const copy = await serverCopy('it_IT');
    expect(copy.getFixedT('it_IT', 'flaky')('status')).toBe('loaded');
  });
});
