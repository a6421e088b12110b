/**
 * A gift-voucher order once paid (issue 13 part A, ADR 0072): the voucher is issued (gifting),
 * its e-mail is written to the outbox in the buyer's language in the same transaction, the order
 * shows it, and its printable page is read with the order's proof (ADR 0062).
 */
import {
  GIFT_VOUCHER_VALIDITY_MONTHS,
  type OrderGiftVoucher,
  type PrintableGiftVoucher,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { languageOf, localized, type Language } from '../db/localized-text';
import { emailOutbox, giftVouchers, hotels, orderItems, orders, weekends } from '../db/schema';
import { issueGiftVouchers } from '../gifting';
import { composeEmail, euros, type RenderedEmail } from './email';

type Order = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type GiftVoucherRow = typeof giftVouchers.$inferSelect;

export interface GiftVoucherFacts {
  locale: Locale;
  bookingNumber: string;
  buyerName: string;
  code: string;
  packageLabel: string;
  hotelName: string;
  nights: number;
  adults: number;
  format: 'DIGITAL' | 'PHYSICAL';
  /** Who offers it: the customization's fromName, else the buyer's first name. */
  fromName: string;
  message: string;
  /** Last valid day, yyyy-MM-dd. */
  expiresOn: string;
  totalCents: number;
}

interface GiftVoucherCopy {
  subject: (number: string) => string;
  hello: string;
  intro: string;
  offer: (label: string, hotel: string) => string;
  nights: (nights: number, adults: number) => string;
  code: string;
  validUntil: (date: string) => string;
  from: (name: string) => string;
  digital: string;
  physical: string;
  booking: string;
  total: string;
  howTo: string;
}

const COPY: Record<Language, GiftVoucherCopy> = {
  en: {
    subject: (n) => `Your gift voucher (order ${n})`,
    hello: 'Hello',
    intro: 'Thank you! Your gift voucher is paid. Print it or forward this e-mail.',
    offer: (label, hotel) => `Gift: ${label} — ${hotel}`,
    nights: (n, a) => `${n} night(s) for ${a} people`,
    code: 'Voucher code',
    validUntil: (date) => `Valid 1 year, until ${date}`,
    from: (name) => `A message from ${name}:`,
    digital: 'Digital voucher: here it is, ready to print.',
    physical: 'Physical voucher: delivered by post within 2 to 4 working days.',
    booking: 'Order number',
    total: 'Total paid',
    howTo:
      'The beneficiary books the stay with this code under "I have received a box / getaway gift".',
  },
  fr: {
    subject: (n) => `Votre bon cadeau (commande ${n})`,
    hello: 'Bonjour',
    intro: 'Merci ! Votre bon cadeau est payé. Imprimez-le ou transférez cet e-mail.',
    offer: (label, hotel) => `Cadeau : ${label} — ${hotel}`,
    nights: (n, a) => `${n} nuit(s) pour ${a} personnes`,
    code: 'Code du bon',
    validUntil: (date) => `Valable 1 an, jusqu'au ${date}`,
    from: (name) => `Un message de ${name} :`,
    digital: 'Bon numérique : le voici, prêt à imprimer.',
    physical: 'Bon physique : livré par la poste sous 2 à 4 jours ouvrés.',
    booking: 'Numéro de commande',
    total: 'Total payé',
    howTo:
      'Le bénéficiaire réserve son séjour avec ce code via « J’ai reçu un coffret / séjour cadeau ».',
  },
  es: {
    subject: (n) => `Tu bono regalo (pedido ${n})`,
    hello: 'Hola',
    intro: '¡Gracias! Tu bono regalo está pagado. Imprímelo o reenvía este e-mail.',
    offer: (label, hotel) => `Regalo: ${label} — ${hotel}`,
    nights: (n, a) => `${n} noche(s) para ${a} personas`,
    code: 'Código del bono',
    validUntil: (date) => `Válido 1 año, hasta el ${date}`,
    from: (name) => `Un mensaje de ${name}:`,
    digital: 'Bono digital: aquí lo tienes, listo para imprimir.',
    physical: 'Bono físico: entregado por correo en 2 a 4 días laborables.',
    booking: 'Número de pedido',
    total: 'Total pagado',
    howTo:
      'El beneficiario reserva la escapada con este código en «He recibido una caja / escapada regalo».',
  },
  nl: {
    subject: (n) => `Je cadeaubon (bestelling ${n})`,
    hello: 'Hallo',
    intro: 'Bedankt! Je cadeaubon is betaald. Print hem of stuur deze e-mail door.',
    offer: (label, hotel) => `Cadeau: ${label} — ${hotel}`,
    nights: (n, a) => `${n} nacht(en) voor ${a} personen`,
    code: 'Code van de bon',
    validUntil: (date) => `1 jaar geldig, tot ${date}`,
    from: (name) => `Een bericht van ${name}:`,
    digital: 'Digitale bon: hier is hij, klaar om te printen.',
    physical: 'Fysieke bon: binnen 2 tot 4 werkdagen per post geleverd.',
    booking: 'Bestelnummer',
    total: 'Totaal betaald',
    howTo:
      'De ontvanger boekt het verblijf met deze code via "Ik heb een box / cadeauverblijf ontvangen".',
  },
  it: {
    subject: (n) => `Il tuo buono regalo (ordine ${n})`,
    hello: 'Ciao',
    intro: 'Grazie! Il tuo buono regalo è pagato. Stampalo o inoltra questa e-mail.',
    offer: (label, hotel) => `Regalo: ${label} — ${hotel}`,
    nights: (n, a) => `${n} notte/i per ${a} persone`,
    code: 'Codice del buono',
    validUntil: (date) => `Valido 1 anno, fino al ${date}`,
    from: (name) => `Un messaggio da ${name}:`,
    digital: 'Buono digitale: eccolo, pronto da stampare.',
    physical: 'Buono fisico: consegnato per posta in 2-4 giorni lavorativi.',
    booking: 'Numero d’ordine',
    total: 'Totale pagato',
    howTo:
      'Il beneficiario prenota il soggiorno con questo codice in «Ho ricevuto un cofanetto / soggiorno regalo».',
  },
};

/** GIFT-011: the voucher e-mail to the buyer, plain text in the order's language. */
export function renderGiftVoucherEmail(facts: GiftVoucherFacts): RenderedEmail {
  const copy = COPY[languageOf(facts.locale)];
  return composeEmail(copy.subject(facts.bookingNumber), `${copy.hello} ${facts.buyerName},`, [
    [copy.intro],
    [
      copy.offer(facts.packageLabel, facts.hotelName),
      copy.nights(facts.nights, facts.adults),
      `${copy.code}: ${facts.code}`,
      copy.validUntil(facts.expiresOn),
    ],
    facts.message
      ? [copy.from(facts.fromName), ...facts.message.split('\n').map((line) => `> ${line}`)]
      : [],
    [facts.format === 'PHYSICAL' ? copy.physical : copy.digital],
    [
      `${copy.booking}: ${facts.bookingNumber}`,
      `${copy.total}: ${euros(facts.totalCents, facts.locale)}`,
    ],
    [copy.howTo],
  ]);
}

async function offerOf(orm: Orm, weekendId: number, locale: Locale) {
  const [row] = await orm
    .select({ label: localized(weekends.label, locale), hotelName: hotels.name })
    .from(weekends)
    .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
    .where(eq(weekends.id, weekendId));
  return row ?? { label: `#${weekendId}`, hotelName: '' };
}

/**
 * On payment of a gift-voucher order: issues its voucher and writes its e-mail (to the buyer, in
 * the order's language) once. Answers false for any other order, which the caller confirms as
 * usual.
 */
export async function confirmGiftVoucherOrder(tx: Orm, order: Order, now: Date): Promise<boolean> {
  const issued = await issueGiftVouchers(tx, order.id, now);
  const [first] = issued;
  if (!first) return false;
  const { voucher, details } = first;
  const offer = await offerOf(tx, voucher.weekendId, order.locale);
  const email = renderGiftVoucherEmail({
    locale: order.locale,
    bookingNumber: order.bookingNumber,
    buyerName: `${order.firstName} ${order.lastName}`,
    code: voucher.code,
    packageLabel: offer.label,
    hotelName: offer.hotelName,
    nights: voucher.nights,
    adults: voucher.adults,
    format: details.format,
    fromName: details.fromName || order.firstName,
    message: details.message,
    expiresOn: voucher.expiresOn,
    totalCents: order.totalCents,
  });
  await tx
    .insert(emailOutbox)
    .values({
      orderId: order.id,
      kind: 'gift_voucher',
      recipient: order.email,
      ...email,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing();
  return true;
}

/** The gift vouchers of an order as its summary shows them. */
export function orderGiftVoucherLines(
  items: readonly OrderItemRow[],
  vouchers: readonly GiftVoucherRow[],
): OrderGiftVoucher[] {
  return items.flatMap((item) => {
    if (item.kind !== 'giftVoucher' || !item.giftVoucher || item.offerId === null) return [];
    const voucher = vouchers.find((issued) => issued.orderItemId === item.id);
    const details = item.giftVoucher;
    return [
      {
        offerId: item.offerId,
        nights: details.nights,
        adults: voucher?.adults ?? 2,
        format: details.format,
        subElements: details.subElements,
        customSubElements: details.customSubElements,
        fromName: details.fromName,
        message: details.message,
        amount: item.amountCents,
        code: voucher?.code ?? null,
        expiresOn: voucher?.expiresOn ?? null,
      },
    ];
  });
}

/** GIFT-018: what the vouchers add to the price breakdown, cents. */
export function giftVoucherBreakdown(items: readonly OrderItemRow[]): {
  sellCents: number;
  refCents: number;
  shippingCents: number;
  subElementsCents: number;
} {
  const details = items.flatMap((item) =>
    item.kind === 'giftVoucher' && item.giftVoucher ? [item.giftVoucher] : [],
  );
  const sum = (pick: (d: (typeof details)[number]) => number) =>
    details.reduce((total, d) => total + pick(d), 0);
  return {
    sellCents: sum((d) => d.sellPriceCents),
    refCents: sum((d) => d.refPriceCents),
    shippingCents: sum((d) => d.shippingCents),
    subElementsCents: sum((d) => d.subElementsCents),
  };
}

/** The printable voucher of a paid order, else null (no voucher, or not paid yet). */
export async function findPrintableGiftVoucher(
  orm: Orm,
  orderUUID: string,
): Promise<PrintableGiftVoucher | null> {
  const [row] = await orm
    .select({ voucher: giftVouchers, order: orders, item: orderItems })
    .from(giftVouchers)
    .innerJoin(orders, eq(orders.id, giftVouchers.orderId))
    .innerJoin(orderItems, eq(orderItems.id, giftVouchers.orderItemId))
    .where(eq(giftVouchers.orderId, orderUUID))
    .limit(1);
  if (!row || row.order.status !== 'confirmed' || !row.item.giftVoucher) return null;
  const { voucher, order, item } = row;
  const details = item.giftVoucher!;
  const offer = await offerOf(orm, voucher.weekendId, order.locale);
  return {
    bookingNumber: order.bookingNumber,
    code: voucher.code,
    offerId: voucher.weekendId,
    label: offer.label,
    hotelName: offer.hotelName,
    nights: voucher.nights,
    adults: voucher.adults,
    format: details.format,
    fromName: details.fromName || order.firstName,
    message: details.message,
    issuedOn: voucher.issuedAt.toISOString().slice(0, 10),
    expiresOn: voucher.expiresOn,
    validityMonths: GIFT_VOUCHER_VALIDITY_MONTHS,
    amount: item.amountCents,
  };
}
