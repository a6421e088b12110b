import { describe, expect, it } from '@jest/globals';
import { accountSection, bookingNumberParam } from './account-section';

describe('the /account/* sections', () => {
  it('BEY-003: /account and unknown sections open "Check my booking"', () => {
    expect(accountSection(undefined)).toBe('lookup');
    expect(accountSection('')).toBe('lookup');
    expect(accountSection('../../etc/passwd')).toBe('lookup');
    expect(accountSection('<script>')).toBe('lookup');
  });

  it('maps the account links of the spec to their sections', () => {
    expect(accountSection('signin')).toBe('signin');
    expect(accountSection('trips/')).toBe('trips');
    expect(accountSection('settings/profile')).toBe('profile');
    expect(accountSection('wishlist')).toBe('wishlist');
  });

  it('BEY-015: reads an 8-digit booking number handed over by the care panel, nothing else', () => {
    expect(bookingNumberParam('?booking=12345678')).toBe('12345678');
    expect(bookingNumberParam('?booking=1234')).toBe('');
    expect(bookingNumberParam('?booking=%3Cscript%3E')).toBe('');
    expect(bookingNumberParam('')).toBe('');
  });
});
