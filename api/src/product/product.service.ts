/**
 * Product page and price calls (issue 3 §4): prices, availabilities, offers, quote, activity
 * dates, upsell, other offers, recommended offer and the checkout hand-off. Dated prices come from
 * the catalogue's stay price (quoteStay: weekend_availability.priceCents per person for the
 * package). Its reads are product.query.ts, its models product.model.ts.
 */
import type {
  ActivityDatesResponse,
  AvailabilitiesResponse,
  HandoffRequest,
  HandoffResponse,
  OfferCard,
  OtherOffersResponse,
  PriceInfo,
  ProductOffersResponse,
  ProductPrice,
  Quote,
  QuoteError,
  UpsellResponse,
} from '@shop/api-contract';
import {
  addDays,
  daysBetween,
  displayPromo,
  monthDays,
  type IsoDate,
  type Locale,
  activityIdOf,
} from '@shop/criteria';
import { eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { LocalizedText } from '../db/localized-text';
import { hotels, rooms } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import {
  cancellationPolicy,
  eurosText,
  firstBookableCheckin,
  lowestPriorDayPrices,
  lowestPriorPrices,
  quoteStay,
  refPriceOf,
  roomsNeeded,
  type PackageDay,
  type StayQuote,
} from '../catalogue';
import { searchOffers } from '../search';
import {
  activitiesOf,
  inLanguage,
  localTaxOf,
  localTaxTotal,
  programLinesOf,
  shortProgramIntro,
  type Pax,
} from './product.model';
import {
  availabilityBetween,
  availabilityOn,
  findProduct,
  hotelProducts,
  lowestPriorPriceOf,
  requireProduct,
  type AvailabilityRow,
  type ProductRow,
} from './product.query';

// ---------------------------------------------------------------------------------------------
// Dated prices (purchase pricing)

export interface StayCriteria extends Pax {
  checkin: IsoDate;
  nights: number;
  activitySelections?: readonly string[];
}

export type DatedPrice =
  { ok: true; quote: StayQuote; day: AvailabilityRow } | { ok: false; error: QuoteError };

const QUERY_FIELDS: Record<string, string> = {
  'pax.numberOfAdults': 'adult',
  'pax.numberOfChildren': 'child',
  'pax.numberOfBabies': 'baby',
  'travelPeriod.checkinDate': 'checkin',
  'travelPeriod.checkoutDate': 'nights',
  activityDaySelections: 'activitySelectionList',
};

/**
 * Prices a stay with quoteStay (purchase pricing). Bad input (a past check-in, an activity day
 * outside the stay) throws 400 naming the query field; a stay the catalogue refuses answers a
 * QuoteError (PACKAGE_NOT_AVAILABLE_CHECKIN when no package starts that day).
 */
export function priceStay(
  product: Pick<ProductRow, 'nights'>,
  day: AvailabilityRow | undefined,
  stay: StayCriteria,
  now: Date,
): DatedPrice {
  const packageDay: PackageDay = { nights: product.nights, availability: day };
  const result = quoteStay(
    {
      checkinDate: stay.checkin,
      checkoutDate: addDays(stay.checkin, stay.nights),
      adults: stay.adult,
      children: stay.child,
      babies: stay.baby,
      activityDaySelections: stay.activitySelections ?? [],
    },
    packageDay,
    now,
  );
  if (result.ok) return { ok: true, quote: result.quote, day: day! };
  const { kind, field, message } = result.refusal;
  if (kind === 'invalid') {
    throw new HttpError(400, 'BAD_REQUEST', `${QUERY_FIELDS[field] ?? field}: ${message}`);
  }
  const code: QuoteError['code'] =
    stay.nights !== product.nights
      ? 'INVALID_NIGHTS'
      : !day
        ? 'PACKAGE_NOT_AVAILABLE_CHECKIN'
        : day.minLos > stay.nights
          ? 'MIN_LENGTH_OF_STAY'
          : 'NOT_ENOUGH_ROOMS';
  return {
    ok: false,
    error: { code, message: message.startsWith(code) ? message : `${code}: ${message}` },
  };
}

/** True when the stay can be sold (no exception for past days: they are simply not bookable). */
function isBookable(
  product: Pick<ProductRow, 'nights'>,
  day: AvailabilityRow | undefined,
  stay: StayCriteria,
  now: Date,
): boolean {
  if (stay.checkin < firstBookableCheckin(now)) return false;
  return priceStay(product, day, stay, now).ok;
}

const fromPriceInfo = (product: ProductRow, pax: Pax): PriceInfo => ({
  sellPrice: product.sellPriceCents,
  refPrice: product.refPriceCents,
  promoPercentageRounded: displayPromo(product.promoPercent, 'hotelOffers'),
  moneySaved: product.refPriceCents - product.sellPriceCents,
  priceType: 'FROM_PRICE',
  nbRooms: roomsNeeded(pax.adult),
  nights: product.nights,
  totalPrice: product.sellPriceCents * (pax.adult + pax.child),
});

const datedPriceInfo = (
  quote: StayQuote,
  day: AvailabilityRow,
  context: 'hotelOffers' | 'quote',
): PriceInfo => {
  const refPrice = refPriceOf(day.priceCents, day.promoPercent);
  return {
    sellPrice: quote.unitPriceCents,
    refPrice,
    promoPercentageRounded: displayPromo(day.promoPercent, context),
    moneySaved: refPrice - quote.unitPriceCents,
    priceType: 'FINAL_PRICE',
    nbRooms: quote.roomsNeeded,
    nights: quote.nights,
    totalPrice: quote.amountCents,
  };
};

/** BEY-005: the lowest prior prices of the promoted check-in days `days` (of `checkin`), by package. */
const dayFigures = (orm: Orm, checkin: string, days: readonly AvailabilityRow[]) =>
  lowestPriorDayPrices(
    orm,
    checkin,
    days.map((day) => ({
      weekendId: day.weekendId,
      priceCents: day.priceCents,
      promoPercent: day.promoPercent,
    })),
  );

// ---------------------------------------------------------------------------------------------
// API-026 price.json (and the price of detail.json)

export interface PriceRequest extends Pax {
  checkin?: IsoDate | undefined;
  night?: number | undefined;
  nights?: number | undefined;
}

/** PROD-079: the from-price without dates; the check-in day's price, or an error, with dates. */
export async function productPrice(
  orm: Orm,
  product: ProductRow,
  request: PriceRequest,
  now: Date,
): Promise<{ price: ProductPrice; day: AvailabilityRow | undefined }> {
  const autoDiscount =
    product.autoDiscountCode && product.autoDiscountValue
      ? { code: product.autoDiscountCode, value: product.autoDiscountValue }
      : null;
  const base: ProductPrice = {
    sellPrice: product.sellPriceCents,
    refPrice: product.refPriceCents,
    promo: product.promoPercent,
    lowestPrice30Days: null,
    nights: product.nights,
    nbRooms: roomsNeeded(request.adult),
    moneySaved: product.refPriceCents - product.sellPriceCents,
    priceType: 'FROM_PRICE',
    fromPrice: product.sellPriceCents,
    finalPrice: null,
    totalPrice: null,
    extraDiscount: autoDiscount,
    checkin: null,
    error: null,
  };
  if (!request.checkin) {
    // BEY-005: a reduction of the "from" price shows the lowest price of the 30 days before it.
    const lowest = product.promoPercent > 0 ? await lowestPriorPriceOf(orm, product.id) : null;
    return { price: { ...base, lowestPrice30Days: lowest }, day: undefined };
  }
  const nights = request.nights ?? request.night ?? product.nights;
  const day = (await availabilityOn(orm, [product.id], request.checkin)).get(product.id);
  const result = priceStay(product, day, { ...request, checkin: request.checkin, nights }, now);
  if (!result.ok) {
    // PROD-028: a day without package, sold out or with a longer minimum stay: no package for it.
    const { code, message } = result.error;
    const error =
      code === 'NOT_ENOUGH_ROOMS' || code === 'MIN_LENGTH_OF_STAY'
        ? `PACKAGE_NOT_AVAILABLE_CHECKIN: ${message}`
        : message;
    return { price: { ...base, checkin: request.checkin, nights, error }, day };
  }
  const refPrice = refPriceOf(result.quote.unitPriceCents, result.day.promoPercent);
  // BEY-005: a reduction of the check-in day's price shows that day's lowest prior price.
  const lowest = (await dayFigures(orm, request.checkin, [result.day])).get(product.id) ?? null;
  return {
    price: {
      ...base,
      lowestPrice30Days: lowest,
      sellPrice: result.quote.unitPriceCents,
      refPrice,
      promo: result.day.promoPercent,
      moneySaved: refPrice - result.quote.unitPriceCents,
      priceType: 'FINAL_PRICE',
      finalPrice: result.quote.unitPriceCents,
      totalPrice: result.quote.amountCents,
      nbRooms: result.quote.roomsNeeded,
      checkin: request.checkin,
    },
    day,
  };
}

// ---------------------------------------------------------------------------------------------
// API-013 availabilities.json

/** CRIT-068: the month's days keyed by date; null when the party cannot check in that day. */
export async function productAvailabilities(
  orm: Orm,
  id: number,
  month: string,
  pax: Pax,
): Promise<AvailabilitiesResponse> {
  const product = await requireProduct(orm, id);
  const { first, last } = monthDays(month);
  const rows = await availabilityBetween(orm, [id], first, last);
  const rooms = roomsNeeded(pax.adult);
  const days: AvailabilitiesResponse = {};
  for (const row of rows) {
    const bookable =
      product.published && row.availableRooms >= rooms && row.minLos <= product.nights;
    days[row.date] = bookable
      ? {
          price: eurosText(row.priceCents),
          amount: row.priceCents,
          minLos: row.minLos,
          promo: row.promoPercent,
          bestPriceOfTheMonth: row.bestPriceOfMonth,
          availableRooms: row.availableRooms,
        }
      : null;
  }
  return days;
}

// ---------------------------------------------------------------------------------------------
// API-012 packageCheckoutNights.json

export interface CheckoutNightsRequest extends Pax {
  checkin?: IsoDate | undefined;
  multiOffer?: boolean | undefined;
}

/** The night counts bookable from the check-in: this package's, or the hotel's (multiOffer). */
export async function checkoutNights(
  orm: Orm,
  id: number,
  request: CheckoutNightsRequest,
  now: Date,
): Promise<number[]> {
  const product = await requireProduct(orm, id);
  const candidates = request.multiOffer
    ? await hotelProducts(orm, product.hotelId)
    : product.published
      ? [product]
      : [];
  let bookable = candidates;
  if (request.checkin) {
    const checkin = request.checkin;
    const days = await availabilityOn(
      orm,
      candidates.map((candidate) => candidate.id),
      checkin,
    );
    bookable = candidates.filter((candidate) =>
      isBookable(
        candidate,
        days.get(candidate.id),
        { ...request, checkin, nights: candidate.nights },
        now,
      ),
    );
  }
  return [...new Set(bookable.map((candidate) => candidate.nights))].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// API-019 /product/:id/offers

export interface OffersRequest extends PriceRequest {
  locale: Locale;
}

/** The hotel's bookable offers for the criteria, keyed by weekend id (PROD-057, CRIT-075). */
export async function productOffers(
  orm: Orm,
  id: number,
  request: OffersRequest,
  now: Date,
): Promise<ProductOffersResponse> {
  const product = await requireProduct(orm, id);
  const nights = request.nights ?? request.night;
  const candidates = (await hotelProducts(orm, product.hotelId)).filter(
    (candidate) => nights === undefined || candidate.nights === nights,
  );
  const roomLabels = await roomLabelsOf(
    orm,
    candidates.flatMap((candidate) => (candidate.roomId === null ? [] : [candidate.roomId])),
  );
  const checkin = request.checkin;
  const days = checkin
    ? await availabilityOn(
        orm,
        candidates.map((candidate) => candidate.id),
        checkin,
      )
    : new Map<number, AvailabilityRow>();
  // BEY-005: the offers' lowest prior prices, of the check-in days or of the packages.
  const figures = checkin
    ? await dayFigures(orm, checkin, [...days.values()])
    : await lowestPriorPrices(
        orm,
        candidates
          .filter((candidate) => candidate.promoPercent > 0)
          .map((candidate) => candidate.id),
      );
  const offers: ProductOffersResponse = {};
  for (const candidate of candidates) {
    let priceInfo: PriceInfo;
    if (checkin) {
      if (checkin < firstBookableCheckin(now)) continue;
      const result = priceStay(
        candidate,
        days.get(candidate.id),
        { ...request, checkin, nights: candidate.nights },
        now,
      );
      if (!result.ok) continue;
      priceInfo = datedPriceInfo(result.quote, result.day, 'hotelOffers');
    } else {
      priceInfo = fromPriceInfo(candidate, request);
    }
    const roomLabel = candidate.roomId === null ? undefined : roomLabels.get(candidate.roomId);
    offers[String(candidate.id)] = {
      weekendId: candidate.id,
      label: inLanguage(candidate.label, request.locale),
      roomId: candidate.roomId,
      roomLabel: roomLabel ? inLanguage(roomLabel, request.locale) : null,
      nights: candidate.nights,
      checkin: checkin ?? null,
      paxCount: request.adult + request.child + request.baby,
      hasSelectedDates: checkin !== undefined,
      shortProgramIntroWithoutRoom: shortProgramIntro(candidate.programLines, request.locale),
      priceInfo: {
        ...priceInfo,
        lowestPrice30Days:
          priceInfo.promoPercentageRounded > 0 ? (figures.get(candidate.id) ?? null) : null,
      },
      cancellationPolicy: cancellationPolicy(candidate, checkin ?? null, now),
    };
  }
  return offers;
}

async function roomLabelsOf(orm: Orm, ids: number[]): Promise<Map<number, LocalizedText>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: rooms.id, label: rooms.label })
    .from(rooms)
    .where(inArray(rooms.id, ids));
  return new Map(rows.map((row) => [row.id, row.label]));
}

// ---------------------------------------------------------------------------------------------
// API-020 /product/:id/quote

export interface QuoteRequest extends Pax {
  locale: Locale;
  checkin: IsoDate;
  night?: number | undefined;
  nights?: number | undefined;
  activitySelectionList: string[];
}

/** PROD-080: the quote, or bookable false with its error codes (PROD-029, LEFT-035). */
export async function productQuote(
  orm: Orm,
  id: number,
  request: QuoteRequest,
  now: Date,
): Promise<Quote> {
  const product = await requireProduct(orm, id);
  const [hotel] = await orm
    .select({
      localTaxCents: hotels.localTaxCents,
      localTaxType: hotels.localTaxType,
      localTaxPercentage: hotels.localTaxPercentage,
      localTaxPaidAtHotel: hotels.localTaxPaidAtHotel,
    })
    .from(hotels)
    .where(eq(hotels.id, product.hotelId));
  const activities = activitiesOf(product.activities, product.id, request.locale);
  const known = new Set(activities.map((activity) => activity.activityId));
  for (const selection of request.activitySelectionList) {
    if (!known.has(activityIdOf(selection))) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        `activitySelectionList: ${selection}: no such activity in weekend ${id}`,
      );
    }
  }
  const nights = request.nights ?? request.night ?? product.nights;
  const day = (await availabilityOn(orm, [id], request.checkin)).get(id);
  const result = priceStay(
    product,
    day,
    { ...request, nights, activitySelections: request.activitySelectionList },
    now,
  );
  const localTax = localTaxOf(hotel!);
  const errors: QuoteError[] = [];
  if (!product.published) {
    errors.push({
      code: 'PACKAGE_NOT_PUBLISHED',
      message: `PACKAGE_NOT_PUBLISHED: weekend ${id} is no longer sold`,
    });
  }
  if (!result.ok) errors.push(result.error);
  // BEY-005: the checkout summary shows the check-in day's lowest prior price with its reduction.
  const priceInfo = result.ok
    ? {
        ...datedPriceInfo(result.quote, result.day, 'quote'),
        lowestPrice30Days: (await dayFigures(orm, request.checkin, [result.day])).get(id) ?? null,
      }
    : null;
  const localTaxTotalAmount = priceInfo
    ? localTaxTotal(localTax, request.adult, priceInfo.nights, priceInfo.totalPrice)
    : 0;
  const selected = new Set(request.activitySelectionList.map(activityIdOf));
  return {
    bookable: errors.length === 0,
    errors,
    priceInfo: errors.length === 0 ? priceInfo : null,
    localTaxTotalAmount,
    localTax,
    totalStayAmount:
      errors.length === 0 && priceInfo ? priceInfo.totalPrice + localTaxTotalAmount : null,
    programLineList: programLinesOf(product.programLines, request.locale),
    flashDeal: product.lastMinute,
    roomsAmountMessage:
      priceInfo && priceInfo.nbRooms > 1 ? `${priceInfo.nbRooms} rooms for your party` : null,
    cancellationPolicy: cancellationPolicy(product, request.checkin, now),
    missingActivityIds: activities
      .filter((activity) => activity.needsDate && !selected.has(activity.activityId))
      .map((activity) => activity.activityId),
    reservationCriteria: {
      offerId: id,
      checkinDate: request.checkin,
      checkoutDate: addDays(request.checkin, nights),
      nights,
      pax: {
        numberOfAdults: request.adult,
        numberOfChildren: request.child,
        numberOfBabies: request.baby,
      },
      activityDaySelections: request.activitySelectionList,
    },
    modifiedReservationCriteria:
      nights === product.nights
        ? null
        : { checkoutDate: addDays(request.checkin, product.nights), nights: product.nights },
  };
}

// ---------------------------------------------------------------------------------------------
// API-023 activityDates.json

/** One choice per day from check-in to check-out for each activity that needs a day. */
export async function activityDates(
  orm: Orm,
  id: number,
  request: {
    locale: Locale;
    checkin: IsoDate;
    night?: number | undefined;
    nights?: number | undefined;
  },
): Promise<ActivityDatesResponse> {
  const product = await requireProduct(orm, id);
  const nights = request.nights ?? request.night ?? product.nights;
  return activitiesOf(product.activities, product.id, request.locale)
    .filter((activity) => activity.needsDate)
    .map((activity) => ({
      activityId: activity.activityId,
      title: activity.title,
      dates: Array.from({ length: nights + 1 }, (_, day) => {
        const date = addDays(request.checkin, day);
        return { value: `${activity.activityId}_${date}`, date };
      }),
    }));
}

// ---------------------------------------------------------------------------------------------
// API-024 upsell.json

/** Night counts a single voucher is sold for. */
export const UPSELL_LENGTHS_OF_STAY = [1, 2, 3] as const;

/**
 * PROD-038, PROD-039: the hotel's other packages that cost more, as single vouchers (sold at the
 * reference price, per night): the extra cost per number of nights, kept when positive.
 */
export async function upsell(
  orm: Orm,
  id: number,
  request: { locale: Locale; nights?: number | undefined; giftNights?: number | undefined },
): Promise<UpsellResponse> {
  const product = await requireProduct(orm, id);
  const chosen = request.giftNights ?? request.nights ?? 1;
  const perNight = (row: ProductRow) => row.refPriceCents / row.nights;
  const others = (await hotelProducts(orm, product.hotelId)).filter((row) => row.id !== id);
  const singleVoucherProducts: UpsellResponse['singleVoucherProducts'] = [];
  for (const other of others) {
    const perLos: Record<string, number> = {};
    for (const los of UPSELL_LENGTHS_OF_STAY) {
      const difference = Math.round((perNight(other) - perNight(product)) * los);
      if (difference > 0) perLos[String(los)] = difference;
    }
    const priceDifference = perLos[String(chosen)];
    if (priceDifference === undefined) continue;
    singleVoucherProducts.push({
      id: other.id,
      label: inLanguage(other.label, request.locale),
      uri: `weekend/${other.id}`,
      priceDifferencePerLos: perLos,
      priceDifference,
      programLine: programLinesOf(other.programLines, request.locale),
    });
  }
  singleVoucherProducts.sort((a, b) => a.priceDifference - b.priceDifference || a.id - b.id);
  return { singleVoucherProducts };
}

// ---------------------------------------------------------------------------------------------
// API-025 otherOffers.json and API-021 recommended.json: the search's cards

interface CardCriteria extends Pax {
  locale: Locale;
  checkin?: IsoDate | undefined;
  night?: number | undefined;
}

async function hotelCards(orm: Orm, hotelId: number, criteria: CardCriteria): Promise<OfferCard[]> {
  const answer = await searchOffers(orm, {
    locale: criteria.locale,
    criteria: {
      hotelId,
      adult: criteria.adult,
      child: criteria.child,
      baby: criteria.baby,
      ...(criteria.checkin ? { checkin: criteria.checkin } : {}),
      ...(criteria.night ? { night: criteria.night } : {}),
    },
    sort: 'priceAsc',
    page: 0,
    pageSize: 48,
    fetchPageModel: false,
  });
  return answer.exactMatch as OfferCard[];
}

/** PROD-006: the hotel's other published packages as search cards. */
export async function otherOffers(
  orm: Orm,
  id: number,
  criteria: CardCriteria,
): Promise<OtherOffersResponse> {
  const product = await requireProduct(orm, id);
  const cards = await hotelCards(orm, product.hotelId, criteria);
  return { otherProducts: { list: cards.filter((card) => card.id !== id) } };
}

/** LEFT-015: the product's card for the criteria, or 404 when it is not offered for them. */
export async function recommendedOffer(
  orm: Orm,
  id: number,
  request: CardCriteria & { checkout?: IsoDate | undefined },
): Promise<OfferCard> {
  const product = await requireProduct(orm, id);
  const night =
    request.night ??
    (request.checkin && request.checkout
      ? daysBetween(request.checkin, request.checkout)
      : undefined);
  if (night !== undefined && night < 1) {
    throw new HttpError(400, 'BAD_REQUEST', 'checkout: must be after checkin');
  }
  const cards = await hotelCards(orm, product.hotelId, { ...request, night });
  const card = cards.find((candidate) => candidate.id === id);
  if (!card) throw notFound(`No recommended offer for weekend ${id} with these criteria`);
  return card;
}

// ---------------------------------------------------------------------------------------------
// API-032 checkout hand-off

type ParsedHandoff = Required<Pick<HandoffRequest, 'flow' | 'productId' | 'locale'>> & {
  criteria: {
    checkin?: IsoDate;
    checkout?: IsoDate;
    nights?: number;
    a: number;
    c: number;
    b: number;
  };
  selectedOffer?: number | undefined;
  selectedDates: string[];
  giftNights?: number | undefined;
};

/** Gift vouchers are for two people (§4.6). */
const GIFT_PEOPLE = 2;

/** §4.3: checks the hand-off to checkout; ok with what the order needs, or an error code. */
export async function checkoutHandoff(
  orm: Orm,
  request: ParsedHandoff,
  now: Date,
): Promise<HandoffResponse> {
  const refuse = (error: Extract<HandoffResponse, { ok: false }>['error'], message: string) =>
    ({ ok: false, error, message }) as const;
  const product = await findProduct(orm, request.productId);
  if (!product) return refuse('PRODUCT_NOT_FOUND', `Weekend ${request.productId} not found`);
  if (request.flow === 'gifting') {
    if (!product.published) {
      return refuse('PRODUCT_NOT_PUBLISHED', `Weekend ${product.id} is no longer sold`);
    }
    if (request.giftNights === undefined) {
      return refuse('GIFT_NIGHTS_REQUIRED', 'giftNights: required in the gifting flow');
    }
    const perNight = product.refPriceCents / product.nights;
    return {
      ok: true,
      flow: 'gifting',
      offerId: product.id,
      reservationCriteria: null,
      giftNights: request.giftNights,
      amount: Math.round(perNight * request.giftNights) * GIFT_PEOPLE,
    };
  }
  const offerId = request.selectedOffer ?? product.id;
  const offer = offerId === product.id ? product : await findProduct(orm, offerId);
  if (!offer || offer.hotelId !== product.hotelId) {
    return refuse('NOT_BOOKABLE', `selectedOffer: ${offerId} is not an offer of this hotel`);
  }
  if (!offer.published)
    return refuse('PRODUCT_NOT_PUBLISHED', `Weekend ${offerId} is no longer sold`);
  const { checkin } = request.criteria;
  if (!checkin) return refuse('DATES_REQUIRED', 'Please choose your travel dates.');
  const nights =
    request.criteria.nights ??
    (request.criteria.checkout ? daysBetween(checkin, request.criteria.checkout) : offer.nights);
  const pax = { adult: request.criteria.a, child: request.criteria.c, baby: request.criteria.b };
  const activities = activitiesOf(offer.activities, offer.id, request.locale);
  const selected = new Set(request.selectedDates.map(activityIdOf));
  const unknown = request.selectedDates.find(
    (selection) => !activities.some((activity) => activity.activityId === activityIdOf(selection)),
  );
  if (unknown) {
    throw new HttpError(400, 'BAD_REQUEST', `selectedDates: ${unknown}: no such activity`);
  }
  const day = (await availabilityOn(orm, [offer.id], checkin)).get(offer.id);
  let result: DatedPrice;
  try {
    result = priceStay(
      offer,
      day,
      { ...pax, checkin, nights, activitySelections: request.selectedDates },
      now,
    );
  } catch (error) {
    if (error instanceof HttpError) {
      const message = error.message.replace(/^(\w+):/, (_all, field: string) =>
        field === 'checkin' || field === 'nights' ? `criteria.${field}:` : `${field}:`,
      );
      throw new HttpError(400, 'BAD_REQUEST', message);
    }
    throw error;
  }
  if (!result.ok) {
    return refuse(
      result.error.code === 'PACKAGE_NOT_AVAILABLE_CHECKIN' ||
        result.error.code === 'NOT_ENOUGH_ROOMS' ||
        result.error.code === 'MIN_LENGTH_OF_STAY'
        ? 'PACKAGE_NOT_AVAILABLE_CHECKIN'
        : 'NOT_BOOKABLE',
      result.error.message,
    );
  }
  const missing = activities.filter(
    (activity) => activity.needsDate && !selected.has(activity.activityId),
  );
  if (missing.length > 0) {
    return refuse(
      'ACTIVITY_DATES_REQUIRED',
      `Please choose your activity dates: ${missing.map((activity) => activity.activityId).join(', ')}`,
    );
  }
  return {
    ok: true,
    flow: 'booking',
    offerId: offer.id,
    reservationCriteria: {
      offerId: offer.id,
      activityDaySelections: request.selectedDates,
      pax: { numberOfAdults: pax.adult, numberOfChildren: pax.child, numberOfBabies: pax.baby },
      travelPeriod: { checkinDate: checkin, checkoutDate: addDays(checkin, nights) },
    },
    giftNights: null,
    amount: result.quote.amountCents,
  };
}
