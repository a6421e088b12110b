import type { ActivityCard, OfferCard } from '@shop/api-contract';

/** A card of the results: an offer (stays, gifting) or an activity-only package. */
export type SearchCard = OfferCard | ActivityCard;
