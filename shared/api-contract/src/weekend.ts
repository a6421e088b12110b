import { z } from 'zod/mini';
import { POINTS_OF_SALE } from '@shop/criteria';
import { centsSchema, idParamSchema, localeSchema, promoSchema } from './common';

/** GET /api/weekend/:id/detail.json (API-015) */
export const weekendDetailParamsSchema = z.object({ id: idParamSchema });
export type WeekendDetailParams = z.input<typeof weekendDetailParamsSchema>;

export const weekendDetailQuerySchema = z.object({ locale: localeSchema });
export type WeekendDetailQuery = z.input<typeof weekendDetailQuerySchema>;

/** A hotel's country: one of the five markets. */
export const countryCodeSchema = z.enum(POINTS_OF_SALE);
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const weekendDetailSchema = z.object({
  id: z.int(),
  label: z.string(),
  nights: z.int(),
  hotel: z.object({
    id: z.int(),
    label: z.string(),
    stars: z.int(),
    city: z.string(),
    countryCode: countryCodeSchema,
    latitude: z.number(),
    longitude: z.number(),
  }),
  price: z.object({
    sellPrice: centsSchema,
    refPrice: centsSchema,
    promo: promoSchema,
    nights: z.int(),
  }),
});
export type WeekendDetail = z.infer<typeof weekendDetailSchema>;
