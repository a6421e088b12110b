import { i18n, initI18n } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { preloadShellCopy, SHELL_NAMESPACE } from './i18n';

describe('preloadShellCopy', () => {
  it("loads the shell's copy in the current language without waiting for a render", async () => {
    await initI18n('nl_NL');
    expect(i18n.hasLoadedNamespace(SHELL_NAMESPACE, { lng: 'nl_NL' })).toBe(false);
    preloadShellCopy();
    await expect.poll(() => i18n.hasLoadedNamespace(SHELL_NAMESPACE, { lng: 'nl_NL' })).toBe(true);
    expect(i18n.getFixedT('nl_NL', SHELL_NAMESPACE)('layout.skipToContent')).not.toBe(
      'layout.skipToContent',
    );
  });
});
