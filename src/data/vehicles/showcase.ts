// Which cars the landing may show off (docs/product.md D34, "A dealer's own file"): the hero's car
// and 'Latest arrivals' are cars with a photo of their own, so a freshly imported stock list whose
// cars wait for photos ('Photo coming soon') never takes the front page.
import { PLACEHOLDER_IMAGE } from '~/config/constants';

/** Whether a card's first image is the car's own photo, not the placeholder. */
export const hasOwnPhoto = (card: { image: string | null }): boolean =>
  card.image !== null && card.image !== PLACEHOLDER_IMAGE;

/** The cards the landing's hero and 'Latest arrivals' choose from, in the order given (newest first). */
export const showcaseCards = <C extends { image: string | null }>(cards: readonly C[]): C[] =>
  cards.filter(hasOwnPhoto);
