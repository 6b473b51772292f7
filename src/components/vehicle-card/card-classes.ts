// Classes of the card's parts (VehicleCard.astro; the heart also on the vehicle page's
// FavouriteButton.astro): the heart and 'Compare' toggles (painted by paint-cards.ts and toggled by
// card-actions.ts through data-fav / data-compare and aria-pressed, so they need no React) and the
// listing badges.
import { buttonClass } from '~/components/ui/button-classes';

export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z';

export const favButtonClass = buttonClass(
  'ghost',
  'icon',
  'group/fav shrink-0 border border-line aria-pressed:text-gold',
);
// A named group rather than an arbitrary `[[aria-pressed=true]>&]` variant: Astro parses every
// attribute value holding '&' as a URL (a thrown error per card, 1.2 s of a 10,000-vehicle build).
export const heartIconClass = 'fill-none group-aria-pressed/fav:fill-current';
export const compareButtonClass = buttonClass(
  'ghost',
  'sm',
  'shrink-0 border border-line px-3 aria-pressed:border-gold aria-pressed:bg-gold aria-pressed:text-ink',
);
export const viewDetailsClass = buttonClass('outline', 'sm', 'min-w-0 flex-1 px-3');
export const badgeStackClass = 'pointer-events-none absolute right-4 top-4 flex flex-col items-end gap-2';
