import { beforeEach, describe, expect, it } from '@jest/globals';
import { readClientId } from './analytics-identity';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  consentStore,
  openConsentPreferences,
  parseConsent,
  reloadConsent,
  saveConsent,
  serialiseConsent,
} from './consent';

const DAY = 86_400_000;

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  reloadConsent();
});

describe('cookie consent (BEY-004)', () => {
  it('BEY-004: no choice until the visitor makes one', () => {
    expect(consentStore.getState().choice).toBeNull();
  });

  it('BEY-004: the choice per purpose round-trips through its cookie value', () => {
    const now = Date.UTC(2026, 10, 26);
    const value = serialiseConsent({ analytics: true, ads: false, decidedAt: now });
    expect(parseConsent(value, now)).toEqual({ analytics: true, ads: false, decidedAt: now });
  });

  it('BEY-004: the choice is kept six months, then asked again', () => {
    const decidedAt = Date.UTC(2026, 0, 1);
    const value = serialiseConsent({ analytics: false, ads: false, decidedAt });
    expect(CONSENT_MAX_AGE_DAYS).toBeGreaterThanOrEqual(182);
    expect(parseConsent(value, decidedAt + 180 * DAY)).not.toBeNull();
    expect(parseConsent(value, decidedAt + 184 * DAY)).toBeNull();
  });

  it('BEY-004: a tampered or unknown cookie value means no choice (never throws)', () => {
    for (const value of ['', 'v1.1.1', 'v2.1.1.5', 'v1.2.0.5', 'yes', 'v1.1.1.99999999999999999'])
      expect(parseConsent(value)).toBeNull();
  });

  it('BEY-004: saving writes the cookie for six months and the analytics client id only with consent', async () => {
    await saveConsent({ analytics: false, ads: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1.0.0.`);
    expect(readClientId()).toBeUndefined();
    openConsentPreferences();
    expect(consentStore.getState().preferencesOpen).toBe(true);
    await saveConsent({ analytics: true, ads: false });
    expect(consentStore.getState()).toMatchObject({
      choice: { analytics: true, ads: false },
      preferencesOpen: false,
    });
    expect(readClientId()).toMatch(/^GA1\.1\./);
    reloadConsent();
    expect(consentStore.getState().choice).toMatchObject({ analytics: true, ads: false });
    await saveConsent({ analytics: false, ads: false });
    expect(readClientId()).toBeUndefined();
  });
});
