// What a vehicle card says (VehicleCard.astro, and card-view.ts wherever a card is filled in the
// browser): its keys, and the text every card of a page shares. card-text.ts picks it at build time.
import { islandStrings, type Strings } from '~/i18n/island-strings';
import type { OptionLabels } from '~/i18n/en';

export const CARD_STRINGS = islandStrings([
  'card.viewDetails',
  'card.viewDetailsOf',
  'card.more',
  'card.newArrival',
  'card.save',
  'card.compare',
  'card.compareOf',
  'card.mileage',
  'card.fuel',
  'card.year',
  'card.features',
  'card.monthly',
  'card.noLoan',
  'card.priceReduced',
  'card.was',
  'card.inspected',
]);
export type CardStrings = Strings<typeof CARD_STRINGS>;

/**
 * A card's words, how option values read, and its link: the page language's vehicle path with
 * '{id}' for the id (made by paths.vehicle at build time, so islands need not load paths.ts).
 */
export interface CardText {
  t: CardStrings;
  opts: OptionLabels;
  vehicleHref: string;
}
