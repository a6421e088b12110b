import { CONTROL_EXPERIMENTS, platformStore, type Experiments } from '@shop/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  dayCell,
  installDialogPolyfill,
  renderWithCopy,
  setMobile,
  setPlatform,
  setUpCalendarSuite,
} from '../test-utils';
import { SearchBox } from './SearchBox';

const datesPicker = () => screen.findByRole('dialog', { name: 'Choose your dates' });
const search = () => screen.getByRole('button', { name: 'Search' });

function inVariation(...names: (keyof Experiments)[]) {
  const experiments = { ...CONTROL_EXPERIMENTS };
  for (const name of names) experiments[name] = 'variation';
  platformStore.setState({ experiments });
}

beforeAll(() => installDialogPolyfill());
setUpCalendarSuite();
afterEach(() => platformStore.setState({ experiments: CONTROL_EXPERIMENTS }));

describe('SearchBox submit: dates forced or suggested (SRCH-015)', () => {
  it('SRCH-015: with forced dates (experiment variation) and none set, Search opens the picker, every time', async () => {
    const navigate = setPlatform({ pathname: '/search' });
    inVariation('enforceSearchDates');
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    const picker = await datesPicker();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('Choose your dates to start the search.')).toHaveAttribute(
      'role',
      'status',
    );
    // Focus goes to the dates field, next to its panel.
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(picker).not.toBeInTheDocument();
    await user.click(search());
    expect(await datesPicker()).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('SRCH-015: once dates are chosen in the picker, Search searches', async () => {
    const navigate = setPlatform({ pathname: '/search' });
    inVariation('enforceSearchDates');
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    await within(await datesPicker()).findAllByRole('grid');
    await user.click(dayCell('2027-03-12'));
    await user.click(dayCell('2027-03-14'));
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith(
      '/search?from=searchBar#checkin=2027-03-12&checkout=2027-03-14&nights=2',
      undefined,
    );
  });

  it('SRCH-015: suggested dates open the picker until the visitor dismisses it', async () => {
    const navigate = setPlatform({ pathname: '/search' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox suggestDates />);
    await user.click(search());
    await datesPicker();
    expect(navigate).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith('/search?from=searchBar', undefined);
  });

  it('SRCH-015: on mobile the prompt opens the full-screen date picker', async () => {
    setMobile(true);
    const navigate = setPlatform({ pathname: '/search' });
    inVariation('enforceSearchDates');
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    const picker = await datesPicker();
    expect(picker.tagName).toBe('DIALOG');
    expect(picker).toHaveAttribute('open');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('SRCH-015, SRCH-016: with dates set, forced dates search at once', async () => {
    const navigate = setPlatform({
      pathname: '/search',
      hash: '#checkin=2027-04-02&checkout=2027-04-04',
    });
    inVariation('enforceSearchDates');
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(String(navigate.mock.calls[0]?.[0])).toMatch(
      /^\/search\?from=searchBar#checkin=2027-04-02/,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SRCH-015, SRCH-016: neither forced nor suggested: Search without dates searches at once', async () => {
    const navigate = setPlatform({ pathname: '/search' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith('/search?from=searchBar', undefined);
  });

  it('issue 10: Search keeps lng=en (and the other parameters the shell owns) in the address', async () => {
    const navigate = setPlatform({
      pathname: '/search',
      search: '?lng=en&page=3&experiments=autoDiscount:variation',
      hash: '#city=5',
    });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith(
      '/search?lng=en&experiments=autoDiscount%3Avariation&from=searchBar#city=5',
      undefined,
    );
  });

  it('SRCH-015: gift searches never ask for dates, even when forced', async () => {
    const navigate = setPlatform({ pathname: '/gift/search' });
    inVariation('enforceSearchDates');
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith('/gift/search?from=searchBar', undefined);
  });
});

describe('SearchBox submit: redirect to the single-voucher search (SRCH-018)', () => {
  it('SRCH-018: a gift-flow search of the variation goes to the single-voucher search path', async () => {
    const navigate = setPlatform({ pathname: '/', search: '?flow=gifting', hash: '#city=5&a=4' });
    inVariation('redirectToSingleVoucherSearch');
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith('/gift/search?from=searchBar#city=5', undefined);
  });

  it('SRCH-018: control visitors are not: their gift-flow search goes to the stays search', async () => {
    const navigate = setPlatform({ pathname: '/', search: '?flow=gifting', hash: '#city=5&a=4' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith('/search?from=searchBar#a=4&city=5', undefined);
  });

  it('SRCH-018: on the single-voucher search page every visitor stays on it', async () => {
    const navigate = setPlatform({ pathname: '/gift/search', hash: '#city=5' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(search());
    expect(navigate).toHaveBeenCalledWith('/gift/search?from=searchBar#city=5', undefined);
  });
});
