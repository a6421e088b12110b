import { CONTROL_EXPERIMENTS, platformStore } from '@shop/platform';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { openCalendar, setPlatform, setUpCalendarSuite } from '../test-utils';
import { setSystemTime } from '@shop/test-support';

const datesTrigger = () => screen.getByRole('button', { name: /^Dates/ });

/** The platform of `locale` with the calendar-shortcut experiment on or off. */
function setMarket(locale: 'fr_FR' | 'es_ES' | 'nl_NL', inExperiment: boolean) {
  const navigate = setPlatform();
  platformStore.setState({
    locale,
    experiments: {
      ...CONTROL_EXPERIMENTS,
      calendarShortcuts: inExperiment ? 'variation' : 'control',
    },
  });
  return navigate;
}

const shortcutNames = (dialog: HTMLElement) => {
  const group = within(dialog).queryByRole('group', { name: 'Popular dates' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

// Wednesday 24 April 2024, noon local time: before the May 2024 campaigns.
setUpCalendarSuite(new Date(2024, 3, 24, 12, 0));
afterEach(() => platformStore.setState({ experiments: CONTROL_EXPERIMENTS }));

describe('calendar shortcuts (SRCH-032, CRIT-071..073)', () => {
  it('SRCH-032 CRIT-071..073: in the experiment on fr_FR the header offers this weekend, next weekend and the May campaigns', async () => {
    setMarket('fr_FR', true);
    const { dialog } = await openCalendar();
    expect(shortcutNames(dialog)).toEqual([
      'This weekend',
      'Next weekend',
      '1–5 May',
      'Ascension, 8–12 May',
      'Pentecost, 17–19 May',
    ]);
  });

  it('CRIT-071: without the experiment, or outside its locales, there are no shortcuts', async () => {
    setMarket('fr_FR', false);
    const off = await openCalendar();
    expect(shortcutNames(off.dialog)).toEqual([]);
    expect(within(off.dialog).queryByRole('button', { name: 'This weekend' })).toBeNull();
  });

  it('CRIT-071: nl_NL is not a shortcut locale, even in the experiment', async () => {
    setMarket('nl_NL', true);
    const { dialog } = await openCalendar();
    expect(shortcutNames(dialog)).toEqual([]);
  });

  it('CRIT-073: es_ES gets only the 1–5 May campaign', async () => {
    setMarket('es_ES', true);
    const { dialog } = await openCalendar();
    expect(shortcutNames(dialog)).toEqual(['This weekend', 'Next weekend', '1–5 May']);
  });

  it('CRIT-071: on a Sunday "this weekend" is hidden', async () => {
    setSystemTime(new Date(2024, 3, 28, 12, 0));
    setMarket('fr_FR', true);
    const { dialog } = await openCalendar();
    expect(shortcutNames(dialog)[0]).toBe('Next weekend');
    expect(shortcutNames(dialog)).not.toContain('This weekend');
  });

  it('CRIT-072 SRCH-037: picking "next weekend" sets Saturday to Sunday of the following week, closes, and is submitted', async () => {
    const navigate = setMarket('fr_FR', true);
    const { user, dialog } = await openCalendar();
    await user.click(within(dialog).getByRole('button', { name: 'Next weekend' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(datesTrigger()).not.toHaveTextContent('Add dates');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith(
      '/search?from=searchBar#checkin=2024-05-04&checkout=2024-05-05&nights=1',
      undefined,
    );
  });

  it('CRIT-073: picking a campaign sets its dates; the pressed shortcut shows the current pair', async () => {
    const navigate = setMarket('fr_FR', true);
    const { user, dialog } = await openCalendar();
    await user.click(within(dialog).getByRole('button', { name: 'Ascension, 8–12 May' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith(
      '/search?from=searchBar#checkin=2024-05-08&checkout=2024-05-12&nights=4',
      undefined,
    );
    await user.click(datesTrigger());
    const again = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(within(again).getByRole('button', { name: 'Ascension, 8–12 May' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
