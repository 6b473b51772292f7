// A vehicle card made in the browser from the page's card template (CardTemplate.astro): the same
// markup VehicleCard.astro prebuilds, filled with another car.
import { fromTemplate, templateId } from '~/components/template/fill';
import type { VehicleCard } from '~/data/vehicles';
import type { CardText } from './strings';
import { cardView, type CardOptions, type CardView } from './card-view';

export const CARD_TEMPLATE_ID = templateId<CardView>('vehicle-card-template');

export function renderCard(card: VehicleCard, text: CardText, options: CardOptions): Element | null {
  return fromTemplate(CARD_TEMPLATE_ID, cardView(card, text, options));
}
