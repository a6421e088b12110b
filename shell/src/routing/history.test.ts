import { navigate, platformStore } from '@shop/platform';
import { afterEach, describe, expect, it } from '@jest/globals';
import { startHistory } from './history';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('shell history (ADR 0003)', () => {
  it('navigate pushes an entry and publishes the address to the platform', () => {
    stop = startHistory();
    const before = window.history.length;
    navigate('/hotel/12?flow=gifting#checkin=2027-01-02');
    expect(window.location.pathname).toBe('/hotel/12');
    expect(window.history.length).toBe(before + 1);
    expect(platformStore.getState().location).toEqual({
      pathname: '/hotel/12',
      search: '?flow=gifting',
      hash: '#checkin=2027-01-02',
    });
  });

  it('replace does not add an entry', () => {
    stop = startHistory();
    const before = window.history.length;
    navigate('/contact', { replace: true });
    expect(window.history.length).toBe(before);
    expect(platformStore.getState().location.pathname).toBe('/contact');
  });

  it('back/forward and hash edits are published', () => {
    stop = startHistory();
    window.history.pushState(null, '', '/search#a=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(platformStore.getState().location).toMatchObject({ pathname: '/search', hash: '#a=3' });
  });
});
