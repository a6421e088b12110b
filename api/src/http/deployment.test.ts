import { describe, expect, it } from '@jest/globals';
import { agentPassword, DEFAULT_AGENT_PASSWORD } from '../seed/index';
import { assertStartupSettings, careCookieName, isShopHost, readDeployment } from './deployment';

describe('deployment settings (issue 15 §1, §3, §5; ADR 0060)', () => {
  it('issue 15 §1: a production start refuses without CARE_AGENT_PASSWORD and shop hosts', () => {
    expect(() => assertStartupSettings({ NODE_ENV: 'production' })).toThrow(
      /CARE_AGENT_PASSWORD .* and SHOP_HOSTS or PUBLIC_ORIGIN; refusing to start/,
    );
    expect(() =>
      assertStartupSettings({
        NODE_ENV: 'production',
        CARE_AGENT_PASSWORD: 'short',
        SHOP_HOSTS: 'a.example',
      }),
    ).toThrow(/CARE_AGENT_PASSWORD/);
    expect(
      assertStartupSettings({
        NODE_ENV: 'production',
        CARE_AGENT_PASSWORD: 'a-long-enough-secret',
        SHOP_HOSTS: 'www.weekend-shop.example, care.weekend-shop.example:443',
      }).shopHosts,
    ).toEqual(['www.weekend-shop.example', 'care.weekend-shop.example']);
    // Development keeps working with nothing set.
    expect(() => assertStartupSettings({})).not.toThrow();
  });

  it('issue 15 §1: the seeded agent has no default password outside development', () => {
    expect(() => agentPassword(undefined, { NODE_ENV: 'production' })).toThrow(
      /CARE_AGENT_PASSWORD/,
    );
    expect(agentPassword(undefined, { NODE_ENV: 'production', CARE_AGENT_PASSWORD: 'p' })).toBe(
      'p',
    );
    expect(agentPassword(undefined, {})).toBe(DEFAULT_AGENT_PASSWORD);
  });

  it('issue 15 §3: TLS settings come from configuration, with the __Host- cookie prefix', () => {
    const local = readDeployment({});
    expect(local.secureTransport).toBe(false);
    expect(careCookieName(local, 'care_token')).toBe('care_token');
    const behindTls = readDeployment({ PUBLIC_ORIGIN: 'https://www.weekend-shop.example' });
    expect(behindTls.secureTransport).toBe(true);
    expect(careCookieName(behindTls, 'care_token')).toBe('__Host-care_token');
    expect(
      readDeployment({ NODE_ENV: 'production', SHOP_HOSTS: 'x.example' }).secureTransport,
    ).toBe(true);
  });

  it('issue 15 §5: shop hosts are the configured ones; *.localhost only in development', () => {
    const local = readDeployment({});
    expect(isShopHost(local, 'localhost')).toBe(true);
    expect(isShopHost(local, 'care.be.localhost')).toBe(true);
    expect(isShopHost(local, 'evil.example')).toBe(false);
    expect(isShopHost(local, 'localhost.evil.example')).toBe(false);
    const production = readDeployment({ NODE_ENV: 'production', SHOP_HOSTS: 'shop.example' });
    expect(isShopHost(production, 'shop.example')).toBe(true);
    expect(isShopHost(production, 'localhost')).toBe(false);
    expect(isShopHost(production, 'fr.localhost')).toBe(false);
  });
});
