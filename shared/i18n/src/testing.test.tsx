/**
 * @jest-environment <rootDir>/shared/test-support/jsdom-environment.js
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from './instance';
import { loadBundledCopy } from './testing';
import { useTranslation } from './use-translation';

function Count() {
  const { t } = useTranslation('bundled');
  return <p>{t('offers', { count: 2 })}</p>;
}

afterEach(() => cleanup());

describe('loadBundledCopy (component tests, ADR 0023)', () => {
  it('sets up the instance and the copy synchronously: the first render shows the copy', () => {
    loadBundledCopy({
      bundled: { offers_one: '{{count}} offer', offers_other: '{{count}} offers' },
    });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    // No Suspense boundary and no await: the render does not suspend.
    render(<Count />);
    expect(screen.getByText('2 offers')).toBeTruthy();
  });
});
