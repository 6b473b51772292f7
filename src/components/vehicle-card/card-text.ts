// At build time: what every vehicle card of a page needs, in the page's language (accessible names
// keep the visible word first). Pages pass it to the cards, their template and the islands.
import { optionLabels, pick } from '~/i18n';
import { paths, type Lang } from '~/lib/paths';
import { CARD_STRINGS, type CardText } from './strings';

export const cardText = (lang: Lang): CardText => ({
  t: pick(lang, CARD_STRINGS),
  opts: optionLabels[lang],
  vehicleHref: paths.vehicle('{id}', lang),
});
