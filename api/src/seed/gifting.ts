/** Gifting seed (issue 3 §3-§4) and the activity-only catalogue, inserted after the weekends. */
import type { Orm } from '../db/client';
import type { LocalizedText } from '../db/localized-text';
import {
  activityProducts,
  activityTags,
  customSubElementCategories,
  customSubElements,
  giftBoxes,
  giftCardAmounts,
  giftCardDesigns,
  singleVouchers,
  subElementGroups,
  subElements,
  voucherShippingCosts,
  type VoucherCustomization,
  type VoucherPriceEntry,
} from '../db/schema';
import { generateActivities } from './activities';
import { createRandom } from './random';

type Text = LocalizedText;
const t = (en: string, fr: string, es: string, nl: string, it: string): Text => ({
  en,
  fr,
  es,
  nl,
  it,
});

export interface GiftingSeedOptions {
  weekends: readonly { id: number; nights: number; sellPriceCents: number }[];
  seed: number;
}

/** GIFT-020..022: the usual customization rules. */
export const DEFAULT_CUSTOMIZATION: VoucherCustomization = {
  fromName: { maxLength: 40, mandatory: false, textOnly: true },
  message: { maxLength: 180, mandatory: false },
};

const SHIPPING: readonly (typeof voucherShippingCosts.$inferInsert)[] = [
  {
    pointOfSale: 'FR',
    amountCents: 490,
    internationalFeesCents: { BE: 300, ES: 500, IT: 500, NL: 400 },
  },
  {
    pointOfSale: 'BE',
    amountCents: 590,
    internationalFeesCents: { FR: 300, NL: 300, ES: 600, IT: 600 },
  },
  {
    pointOfSale: 'ES',
    amountCents: 590,
    internationalFeesCents: { FR: 500, IT: 600, BE: 600, NL: 700 },
  },
  {
    pointOfSale: 'IT',
    amountCents: 690,
    internationalFeesCents: { FR: 500, ES: 600, BE: 600, NL: 700 },
  },
  // The physical format is paused in the Netherlands (GIFT-009).
  { pointOfSale: 'NL', amountCents: 0, error: 'PHYSICAL_FORMAT_UNAVAILABLE' },
];

const GROUPS = [
  {
    id: 1,
    name: t('Packaging', 'Emballage', 'Envoltorio', 'Verpakking', 'Confezione'),
    singleSelection: true,
    elements: [
      {
        name: t(
          'Classic envelope',
          'Enveloppe classique',
          'Sobre clásico',
          'Klassieke envelop',
          'Busta classica',
        ),
        image: 'envelope',
        price: 0,
        isDefault: true,
        isRecommended: false,
      },
      {
        name: t(
          'Premium gift box',
          'Coffret premium',
          'Caja regalo premium',
          'Premium geschenkdoos',
          'Cofanetto premium',
        ),
        image: 'premium-box',
        price: 690,
        isDefault: false,
        isRecommended: true,
      },
      {
        name: t(
          'Wooden box',
          'Boîte en bois',
          'Caja de madera',
          'Houten kistje',
          'Scatola in legno',
        ),
        image: 'wooden-box',
        price: 1290,
        isDefault: false,
        isRecommended: false,
      },
    ],
  },
  {
    id: 2,
    name: t('Extras', 'Petits plus', 'Extras', 'Extraatjes', 'Extra'),
    singleSelection: false,
    elements: [
      {
        name: t(
          'Greeting card',
          'Carte de vœux',
          'Tarjeta de felicitación',
          'Wenskaart',
          'Biglietto di auguri',
        ),
        image: 'greeting-card',
        price: 290,
        isDefault: false,
        isRecommended: false,
      },
      {
        name: t(
          'Box of chocolates',
          'Boîte de chocolats',
          'Caja de bombones',
          'Doos chocolaatjes',
          'Scatola di cioccolatini',
        ),
        image: 'chocolates',
        price: 890,
        isDefault: false,
        isRecommended: true,
      },
      {
        name: t(
          'Bottle of sparkling wine',
          'Bouteille de pétillant',
          'Botella de cava',
          'Fles mousserende wijn',
          'Bottiglia di spumante',
        ),
        image: 'sparkling-wine',
        price: 1990,
        isDefault: false,
        isRecommended: false,
      },
    ],
  },
] as const;

const CUSTOM_CATEGORIES = [
  {
    id: 1,
    description: 'Card design printed on the voucher',
    names: t(
      'Card design',
      'Motif de la carte',
      'Diseño de la tarjeta',
      'Kaartontwerp',
      'Grafica del biglietto',
    ),
    singleSelection: true,
    elements: [
      {
        name: t('Birthday', 'Anniversaire', 'Cumpleaños', 'Verjaardag', 'Compleanno'),
        image: 'birthday',
        price: 0,
        recommended: true,
      },
      {
        name: t('Love', 'Amour', 'Amor', 'Liefde', 'Amore'),
        image: 'love',
        price: 0,
        recommended: false,
      },
      {
        name: t('Thank you', 'Merci', 'Gracias', 'Bedankt', 'Grazie'),
        image: 'thank-you',
        price: 0,
        recommended: false,
      },
    ],
  },
  {
    id: 2,
    description: 'Gourmet extras shipped with the voucher',
    names: t(
      'Gourmet extras',
      'Douceurs gourmandes',
      'Detalles gourmet',
      'Lekkere extraatjes',
      'Golosità',
    ),
    singleSelection: false,
    elements: [
      {
        name: t('Macarons (6)', 'Macarons (6)', 'Macarons (6)', 'Macarons (6)', 'Macaron (6)'),
        image: 'macarons',
        price: 990,
        recommended: true,
      },
      {
        name: t(
          'Artisan tea',
          'Thé artisanal',
          'Té artesanal',
          'Ambachtelijke thee',
          'Tè artigianale',
        ),
        image: 'tea',
        price: 690,
        recommended: false,
      },
    ],
  },
] as const;

const BOXES = [
  {
    slug: 'gourmet-escape',
    title: t(
      'Gourmet escape',
      'Escapade gourmande',
      'Escapada gourmet',
      'Culinair uitje',
      'Fuga golosa',
    ),
    description: t(
      'A night with dinner for two in a choice of 450 hotels',
      'Une nuit avec dîner pour deux parmi 450 hôtels',
      'Una noche con cena para dos entre 450 hoteles',
      'Een nacht met diner voor twee in 450 hotels naar keuze',
      'Una notte con cena per due tra 450 hotel',
    ),
    rating: 9.1,
    price: 14990,
    promo: 12990,
    media: ['newsletter', 'homepage', 'sea'],
  },
  {
    slug: 'wellness-break',
    title: t(
      'Wellness break',
      'Pause bien-être',
      'Pausa bienestar',
      'Wellnesspauze',
      'Pausa benessere',
    ),
    description: t(
      'A night and spa access for two in 300 hotels',
      'Une nuit et un accès spa pour deux dans 300 hôtels',
      'Una noche y acceso al spa para dos en 300 hoteles',
      'Een nacht en spatoegang voor twee in 300 hotels',
      'Una notte e accesso alla spa per due in 300 hotel',
    ),
    rating: 9.3,
    price: 17990,
    promo: 15990,
    media: ['newsletter', 'homepage'],
  },
  {
    slug: 'romantic-weekend',
    title: t(
      'Romantic weekend',
      'Week-end romantique',
      'Fin de semana romántico',
      'Romantisch weekend',
      'Weekend romantico',
    ),
    description: t(
      'Two nights with breakfast and champagne for two',
      'Deux nuits avec petit-déjeuner et champagne pour deux',
      'Dos noches con desayuno y cava para dos',
      'Twee nachten met ontbijt en champagne voor twee',
      'Due notti con colazione e spumante per due',
    ),
    rating: 9.0,
    price: 24990,
    promo: 24990,
    media: ['homepage', 'sea'],
  },
  {
    slug: 'castle-night',
    title: t(
      'Night in a castle',
      'Nuit au château',
      'Noche en un castillo',
      'Nacht in een kasteel',
      'Notte al castello',
    ),
    description: t(
      'A night for two in a castle or manor house',
      'Une nuit pour deux dans un château ou un manoir',
      'Una noche para dos en un castillo o una casa señorial',
      'Een nacht voor twee in een kasteel of landhuis',
      'Una notte per due in un castello o una dimora storica',
    ),
    rating: 9.4,
    price: 19990,
    promo: 16990,
    media: ['newsletter', 'affiliate'],
  },
  {
    slug: 'city-break',
    title: t('City break', 'Escapade en ville', 'Escapada urbana', 'Citytrip', 'Fuga in città'),
    description: t(
      'A night with breakfast for two in 600 city hotels',
      'Une nuit avec petit-déjeuner pour deux dans 600 hôtels en ville',
      'Una noche con desayuno para dos en 600 hoteles urbanos',
      'Een nacht met ontbijt voor twee in 600 stadshotels',
      'Una notte con colazione per due in 600 hotel in città',
    ),
    rating: 8.7,
    price: 9990,
    promo: 7990,
    media: ['homepage', 'sea', 'affiliate'],
  },
  {
    slug: 'adventure-day',
    title: t(
      'Adventure day',
      'Journée aventure',
      'Día de aventura',
      'Avonturendag',
      'Giornata avventura',
    ),
    description: t(
      'One outdoor activity for two among 200 experiences',
      'Une activité de plein air pour deux parmi 200 expériences',
      'Una actividad al aire libre para dos entre 200 experiencias',
      'Eén buitenactiviteit voor twee uit 200 belevenissen',
      'Un’attività all’aperto per due tra 200 esperienze',
    ),
    rating: 8.9,
    price: 7990,
    promo: 6990,
    media: ['newsletter'],
  },
] as const;

const DESIGNS = [
  {
    name: t('Birthday', 'Anniversaire', 'Cumpleaños', 'Verjaardag', 'Compleanno'),
    image: 'birthday',
  },
  { name: t('Christmas', 'Noël', 'Navidad', 'Kerstmis', 'Natale'), image: 'christmas' },
  { name: t('Love', 'Amour', 'Amor', 'Liefde', 'Amore'), image: 'love' },
  { name: t('Thank you', 'Merci', 'Gracias', 'Bedankt', 'Grazie'), image: 'thank-you' },
  { name: t('Escape', 'Évasion', 'Evasión', 'Ontsnapping', 'Evasione'), image: 'escape' },
] as const;

const GIFT_CARD_AMOUNTS = [2500, 5000, 7500, 10000, 15000, 20000, 30000] as const;
const ROWS_PER_INSERT = 1_000;
const euros = (cents: number) => Math.round(cents / 100) * 100;

/** GIFT-017: price tiers for 1 to 3 nights, from the weekend's price per night. */
function priceListOf(weekend: GiftingSeedOptions['weekends'][number]): VoucherPriceEntry[] {
  const perNight = weekend.sellPriceCents / Math.max(1, weekend.nights);
  return [1, 2, 3].map((nights) => {
    const sellPrice = euros(perNight * nights * (1 - 0.04 * (nights - 1)));
    return {
      nights,
      sellPrice,
      sellPrices: [sellPrice, euros(sellPrice * 1.08), euros(sellPrice * 1.15)],
    };
  });
}

/** Inserts the gifting data and the activity-only catalogue (deterministic for a seed). */
export async function seedGifting(
  tx: Orm,
  { weekends, seed }: GiftingSeedOptions,
): Promise<{ vouchers: number; activityProducts: number }> {
  const random = createRandom(seed ^ 0x91f7);
  const vouchers: (typeof singleVouchers.$inferInsert)[] = [];
  weekends.forEach((weekend, index) => {
    // Most weekends can be gifted; every 13th has no voucher, a few have an empty price list or
    // are not giftable (GIFT-016), whatever the catalogue size.
    if (index % 13 === 12) return;
    const mandatory = random.chance(0.03);
    vouchers.push({
      weekendId: weekend.id,
      priceList: index % 20 === 7 ? [] : priceListOf(weekend),
      isGiftable: index % 20 !== 11,
      customization: mandatory
        ? {
            ...DEFAULT_CUSTOMIZATION,
            fromName: { ...DEFAULT_CUSTOMIZATION.fromName, mandatory: true },
          }
        : DEFAULT_CUSTOMIZATION,
    });
  });
  for (let i = 0; i < vouchers.length; i += ROWS_PER_INSERT) {
    await tx.insert(singleVouchers).values(vouchers.slice(i, i + ROWS_PER_INSERT));
  }
  await tx.insert(voucherShippingCosts).values([...SHIPPING]);

  await tx.insert(subElementGroups).values(
    GROUPS.map((group, position) => ({
      id: group.id,
      name: group.name,
      singleSelection: group.singleSelection,
      position,
    })),
  );
  await tx.insert(subElements).values(
    GROUPS.flatMap((group) =>
      group.elements.map((element, position) => ({
        id: group.id * 100 + position + 1,
        groupId: group.id,
        name: element.name,
        image: `/api/images/gifting/${element.image}.svg`,
        priceCents: element.price,
        isRecommended: element.isRecommended,
        isDefault: element.isDefault,
        position,
      })),
    ),
  );
  await tx.insert(customSubElementCategories).values(
    CUSTOM_CATEGORIES.map(({ id, description, names, singleSelection }) => ({
      id,
      description,
      names,
      singleSelection,
    })),
  );
  await tx.insert(customSubElements).values(
    CUSTOM_CATEGORIES.flatMap((category) =>
      category.elements.map((element, position) => ({
        id: category.id * 100 + position + 1,
        categoryId: category.id,
        name: element.name,
        imageUrl: `/api/images/gifting/${element.image}.svg`,
        recommendedByWed: element.recommended,
        priceCents: element.price,
      })),
    ),
  );
  await tx.insert(giftBoxes).values(
    BOXES.map((box, position) => ({
      id: position + 1,
      title: box.title,
      description: box.description,
      rating: box.rating,
      priceCents: box.price,
      promoPriceCents: box.promo,
      image: `/api/images/gifting/box-${box.slug}.svg`,
      link: `/boxes/${box.slug}`,
      utmMedia: [...box.media],
      position,
    })),
  );
  await tx
    .insert(giftCardAmounts)
    .values(
      GIFT_CARD_AMOUNTS.map((amountCents) => ({ amountCents, isDefault: amountCents === 5000 })),
    );
  await tx.insert(giftCardDesigns).values(
    DESIGNS.map((design, position) => ({
      id: position + 1,
      name: design.name,
      image: `/api/images/gifting/giftcard-${design.image}.svg`,
      position,
    })),
  );

  const activities = generateActivities(seed);
  await tx.insert(activityTags).values(activities.tags);
  for (let i = 0; i < activities.products.length; i += ROWS_PER_INSERT / 4) {
    await tx.insert(activityProducts).values(activities.products.slice(i, i + ROWS_PER_INSERT / 4));
  }
  return { vouchers: vouchers.length, activityProducts: activities.products.length };
}
