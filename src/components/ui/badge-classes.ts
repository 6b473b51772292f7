// Condition badges: gold for the best condition, quieter tones below it.
import type { Vehicle } from '~/lib/vehicle';

const tones: Record<Vehicle['condition'], string> = {
  Excellent: 'bg-gold text-ink',
  'Very Good': 'bg-gold/20 text-gold-light ring-1 ring-gold/40',
  Good: 'bg-white/10 text-cream ring-1 ring-white/20',
  Fair: 'bg-ink-900/80 text-cream-muted ring-1 ring-white/15',
};

export function badgeClass(condition: Vehicle['condition']): string {
  return `inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide backdrop-blur-sm ${tones[condition]}`;
}

/** 'Reserved' / 'Sold' on cards and pages: amber for reserved, red for sold. */
export function statusBadgeClass(status: 'reserved' | 'sold' | 'available' | 'draft'): string {
  const tone =
    status === 'sold'
      ? 'bg-red-800 text-white'
      : status === 'draft'
        ? 'bg-slate-300 text-ink'
        : 'bg-amber-300 text-ink';
  return `inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${tone}`;
}

export const NEW_ARRIVAL_CLASS =
  'inline-flex items-center rounded-full bg-emerald-800 px-3 py-1 text-xs font-semibold tracking-wide text-white';

/** 'Price reduced' beside a lowered price (cards and the vehicle page). */
export const PRICE_REDUCED_CLASS =
  'inline-flex items-center rounded-full bg-sky-800 px-3 py-1 text-xs font-semibold tracking-wide text-white';
