// One inventory card (SPEC.md §2 /inventory). A React component so the static pages (rendered
// to HTML with no JS) and the inventory island show the very same markup. VehicleCard.astro is its
// static twin, written out line for line as this one (tests/e2e/public-vehicle-static.spec.ts
// compares them), so its Save and Compare buttons stay spelled out here as they are there.
import { useState } from 'react';
import { PLACEHOLDER_IMAGE, limits } from '~/config/constants';
import { NEW_ARRIVAL_CLASS, badgeClass, statusBadgeClass } from '~/components/ui/badge-classes';
import type { VehicleCard as Card } from '~/lib/inventory-index';
import { formatMileage, formatPrice } from '~/lib/format';
import { isNewArrival, newArrivalUntil, statusBadge } from '~/lib/listing';
import {
  HEART_PATH,
  badgeStackClass,
  compareButtonClass,
  favButtonClass,
  heartIconClass,
  viewDetailsClass,
} from './card-actions-markup';
import { cardMonthlyAmount } from '~/lib/loan';
import { fmt } from '~/lib/format';
import type { CardText } from '~/i18n/keys';

interface Props {
  card: Card;
  /** Position in the list: drives the entrance delay and which images load eagerly. */
  index: number;
  animate?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Strings and option labels of the page's language (picked at build time). */
  text: CardText;
}

export default function VehicleCard({
  card,
  index,
  animate = true,
  headingLevel: H = 'h2',
  text: { t, opts, vehicleHref },
}: Props) {
  // Whole milliseconds: 7 × 0.1 would print as 0.7000000000000001s.
  const delayMs = Math.round(index * limits.cardDelaySeconds * 1000);
  const rest = Math.max(0, card.featureCount - card.features.length);
  const name = `${card.make} ${card.model}`;
  const title = `${card.year} ${name}`;
  const eager = index < 3;
  const status = statusBadge(card.status) && opts[card.status];
  const href = vehicleHref.replace('{id}', card.id);
  // The time is read once, when the card first renders (at build for a prebuilt page, on hydration or
  // mount in the browser), not on every render; the card script hides the badge once it has passed.
  const [now] = useState(() => Date.now());
  const fresh = isNewArrival(card.createdAt, now);
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-ink-800 shadow-card transition-colors hover:border-gold/40 ${animate ? 'animate-rise' : ''}`}
      style={animate ? { animationDelay: `${delayMs}ms` } : undefined}
      data-testid="vehicle-card"
    >
      <a href={href} className="relative block aspect-4/3 overflow-hidden bg-ink-700" tabIndex={-1} aria-hidden="true">
        <img
          src={card.image ?? PLACEHOLDER_IMAGE}
          alt=""
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <span className={`${badgeClass(card.condition)} absolute left-4 top-4`}>{opts[card.condition]}</span>
      </a>
      {(status || fresh) && (
        <div className={badgeStackClass}>
          {status && <span className={statusBadgeClass(card.status)}>{status}</span>}
          {fresh && (
            <span className={NEW_ARRIVAL_CLASS} data-new-until={newArrivalUntil(card.createdAt)}>
              {t['card.newArrival']}
            </span>
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-cream-dim">{card.year}</p>
        <H className="mt-1 font-display text-2xl leading-tight text-cream">{name}</H>
        <p className="mt-3 text-xl font-semibold text-gold">{formatPrice(card.price)}</p>
        <p className="mt-1 text-xs text-cream-muted" data-testid="card-monthly">
          {fmt(t['card.monthly'], { price: cardMonthlyAmount(card.price) })}
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-2 border-y border-line py-3 text-center text-xs text-cream-muted">
          <div>
            <dt className="sr-only">{t['card.mileage']}</dt>
            <dd>{formatMileage(card.mileage)}</dd>
          </div>
          <div>
            <dt className="sr-only">{t['card.fuel']}</dt>
            <dd>{opts[card.fuelType]}</dd>
          </div>
          <div>
            <dt className="sr-only">{t['card.year']}</dt>
            <dd>{card.year}</dd>
          </div>
        </dl>
        <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label={t['card.features']}>
          {card.features.map((f) => (
            <li key={f} className="rounded-full bg-white/5 px-3 py-1 text-cream-muted">
              {f}
            </li>
          ))}
          {rest > 0 && <li className="rounded-full px-2 py-1 text-gold">{fmt(t['card.more'], { n: rest })}</li>}
        </ul>
        <div className="mt-auto flex items-center gap-2 pt-6">
          <a href={href} className={viewDetailsClass} aria-label={fmt(t['card.viewDetailsOf'], { title })}>
            {t['card.viewDetails']}
          </a>
          <button
            type="button"
            className={favButtonClass}
            data-fav={card.id}
            aria-pressed="false"
            aria-label={fmt(t['card.save'], { title })}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              className={heartIconClass}
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d={HEART_PATH} strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className={compareButtonClass}
            data-compare={card.id}
            aria-pressed="false"
            aria-label={fmt(t['card.compareOf'], { title })}
          >
            {t['card.compare']}
          </button>
        </div>
      </div>
    </article>
  );
}
