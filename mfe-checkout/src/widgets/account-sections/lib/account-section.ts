/** The sections of `/account/*` (site-shell spec §2: account links). */
export type AccountSection = 'lookup' | 'signin' | 'trips' | 'profile' | 'wishlist';

const SECTIONS: Record<string, AccountSection> = {
  signin: 'signin',
  trips: 'trips',
  'settings/profile': 'profile',
  wishlist: 'wishlist',
};

/** The section of the route's splat; anything else (or nothing) is "Check my booking". */
export function accountSection(splat: string | undefined): AccountSection {
  const key = (splat ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  return SECTIONS[key] ?? 'lookup';
}

/** An 8-digit booking number handed over in ?booking= (the care panel's look-up), else ''. */
export function bookingNumberParam(search: string): string {
  const value = new URLSearchParams(search).get('booking') ?? '';
  return /^\d{8}$/.test(value) ? value : '';
}
