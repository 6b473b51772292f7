// What one vehicle card shows, as display strings: VehicleCard.astro renders it on the server, and
// render-card.ts fills the card template with it in the browser (the filtering and saved-cars
// islands), so both come from the same markup and the same words.
import { PLACEHOLDER_IMAGE, limits } from '~/config/constants';
import { FIRST_SCREEN_CARDS } from '~/lib/first-screen';
import { badgeClass, statusBadgeClass } from '~/components/ui/badge-classes';
import type { View } from '~/components/template/fill';
import { fmt, formatMileage, formatPrice } from '~/lib/format';
import { imageSources } from '~/lib/photos/image-sizes';
import { isNewArrival, newArrivalUntil, priceReducedUntil, reducedFrom, statusBadge } from '~/lib/vehicle/listing';
import { cardImageSrc } from '~/lib/photos/seed-pictures';
import { cardMonthlyEstimate } from '~/lib/vehicle/loan';
import { vehicleName } from '~/lib/vehicle/name';
import type { VehicleCard } from '~/data/vehicles';
import type { CardText } from './strings';

export interface CardOptions {
  /** Position in the list: the entrance delay and which images load eagerly. */
  index: number;
  /** The entrance animation (lists that appear); off for similar and saved cars. */
  animate?: boolean;
  /** The moment 'New arrival' is judged at (build time on prebuilt pages). */
  now?: number;
  /** Cards that start below the fold (the landing page's): every image loads lazily. */
  belowFold?: boolean;
}

/** 'est. MYR 2,345/month' at the terms a bank offers for the car's age, or that none would (docs/product.md D21a). */
const monthlyLine = (price: number, year: number, t: CardText['t'], now: number): string => {
  const monthly = cardMonthlyEstimate(price, year, new Date(now));
  return monthly === null ? t['card.noLoan'] : fmt(t['card.monthly'], { price: formatPrice(monthly) });
};

// In whole milliseconds: 7 × 0.1 s would be 0.7000000000000001 s.
const DELAY_MS = limits.cardDelaySeconds * 1000;
const RISE_MS = limits.cardRiseSeconds * 1000;
/** A page's entrance: from the first card's start to the end of its last card's rise. */
const ENTRANCE_MS = (limits.pageSize - 1) * DELAY_MS + RISE_MS;

/**
 * The card's entrance (global.css `.animate-rise`): it waits 0.1 s per index on its page, then rises.
 * Every card of a page runs the same animation over the whole entrance and waits within it, so
 * Chromium runs them together off the main thread; with a delay each, it restyled a few cards on
 * every frame for two seconds (docs/benchmarks.md, "One entrance for the page's cards").
 * `--rise-at` and `--rise-to` are the shares of the entrance at which the card's rise starts and ends.
 */
function entranceStyle(index: number): string {
  const start = Math.min(index, limits.pageSize - 1) * DELAY_MS;
  const share = (ms: number): number => Number((ms / ENTRANCE_MS).toFixed(5));
  return `--rise-all:${ENTRANCE_MS}ms;--rise-at:${share(start)};--rise-to:${share(start + RISE_MS)}`;
}

export function cardView(
  card: VehicleCard,
  text: CardText,
  { index, animate = true, now = Date.now(), belowFold = false }: CardOptions,
) {
  const { t, opts, vehicleHref } = text;
  const name = vehicleName(card);
  const title = `${card.year} ${name}`;
  const rest = Math.max(0, card.featureCount - card.features.length);
  const status = statusBadge(card.status) ? opts[card.status] : '';
  const fresh = isNewArrival(card.createdAt, now);
  const image = card.image ?? PLACEHOLDER_IMAGE;
  const was = reducedFrom(card, now);
  return {
    articleClass: `group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-ink-800 shadow-card transition-colors hover:border-gold/40 ${animate ? 'animate-rise' : ''} ${index >= FIRST_SCREEN_CARDS ? 'card-later' : ''}`,
    entrance: animate ? entranceStyle(index) : null,
    href: vehicleHref.replace('{id}', card.id),
    // A seed picture's card-sized copy; a Storage photo in the widths a card is drawn at.
    image: cardImageSrc(image),
    ...imageSources(image, 'card'),
    loading: index < 3 && !belowFold ? ('eager' as const) : ('lazy' as const),
    // The first card's photo asks for no head start: its card fades in from transparent, so the
    // page's largest paint is the heading's text, and a photo raised to high priority would compete
    // with the stylesheet and the font for nothing (docs/benchmarks.md, "The first card's photo at
    // low priority"). Explicit, so Chromium does not raise it when it is still loading at layout.
    priority: index === 0 && !belowFold ? ('low' as const) : null,
    conditionClass: `${badgeClass(card.condition)} absolute left-4 top-4`,
    condition: opts[card.condition],
    badges: Boolean(status) || fresh,
    status,
    statusClass: statusBadgeClass(card.status),
    fresh,
    newUntil: newArrivalUntil(card.createdAt),
    year: card.year,
    name,
    price: formatPrice(card.price),
    reduced: was !== null,
    wasPrice: was === null ? '' : formatPrice(was),
    // Past this moment the card script hides 'Price reduced' on a page built earlier (paint-cards.ts).
    reducedUntil: card.priceReducedAt === null ? 0 : priceReducedUntil(card.priceReducedAt),
    monthly: monthlyLine(card.price, card.year, t, now),
    mileage: formatMileage(card.mileage),
    // 'Inspected · 152 points' on a car with a published inspection report.
    inspected: card.inspectedPoints ? fmt(t['card.inspected'], { n: card.inspectedPoints }) : '',
    fuel: opts[card.fuelType],
    features: card.features.map((feature) => ({ feature })),
    more: rest > 0 ? fmt(t['card.more'], { n: rest }) : '',
    detailsLabel: fmt(t['card.viewDetailsOf'], { title }),
    id: card.id,
    saveLabel: fmt(t['card.save'], { title }),
    compareLabel: fmt(t['card.compareOf'], { title }),
  } satisfies View;
}
export type CardView = ReturnType<typeof cardView>;
