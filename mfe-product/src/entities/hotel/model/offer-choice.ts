/** An offer of the hotel as the offers list, the room cards and the offer detail share it. */
export interface OfferChoice {
  id: number;
  label: string;
  nights: number;
  roomId: number | null;
  roomLabel: string | null;
  /** Per person for the whole package, cents. */
  sellPrice: number;
  refPrice: number;
  /** Promo to show (0 below the hotel offers' 10 % threshold, CRIT-075). */
  promo: number;
  /** BEY-005: with the promo, the lowest price of the 30 days before it (per person, cents). */
  lowestPrice30Days?: number | null | undefined;
  /** A dated (final) price or a from-price. */
  dated: boolean;
  intro: string;
}
