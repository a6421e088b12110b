import {
  activityDatesResponseSchema,
  availabilitiesResponseSchema,
  handoffResponseSchema,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

export { CANCELLABLE, LOCAL_TAX, price, quote, weekend } from '@shop/api-contract/stay-fixtures';

export const SPA_DATES = fixture(
  activityDatesResponseSchema,
  [
    {
      activityId: 'spa',
      title: 'Spa access',
      dates: [
        { value: 'spa_2027-05-07', date: '2027-05-07' },
        { value: 'spa_2027-05-08', date: '2027-05-08' },
      ],
    },
  ],
  'activity dates',
);

const day = (promo: number, best: boolean) => ({
  price: '90',
  amount: 9000,
  minLos: 1,
  promo,
  bestPriceOfTheMonth: best,
  availableRooms: 3,
});

/** May 2027: the 7th is the month's best price and best promo; the 8th is not. */
export const MAY = fixture(
  availabilitiesResponseSchema,
  { '2027-05-07': day(30, true), '2027-05-08': day(10, false) },
  'May',
);
export const NO_DAYS = fixture(availabilitiesResponseSchema, {}, 'empty month');

export const HANDOFF_OK = fixture(
  handoffResponseSchema,
  {
    ok: true,
    flow: 'booking',
    offerId: 7,
    reservationCriteria: {
      offerId: 7,
      activityDaySelections: ['spa_2027-05-07'],
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      travelPeriod: { checkinDate: '2027-05-07', checkoutDate: '2027-05-08' },
    },
    giftNights: null,
    amount: 20000,
  },
  'hand-off',
);
