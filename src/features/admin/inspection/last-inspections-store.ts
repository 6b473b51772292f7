// When each car of the staff list was last inspected: read once per visit of the list, on the first
// card that asks, and updated when a report is published from the dialog.
import { atom } from 'nanostores';
import { lastInspections, type LastInspection } from '~/data/last-inspections';

/** null until read (or when the read failed: no notice rather than a wrong one). */
export const $lastInspections = atom<ReadonlyMap<string, LastInspection> | null>(null);
let reading: Promise<void> | null = null;

export function readLastInspections(): void {
  // supabase-js loads here, not with the cards: /manage-inventory draws its first cards without it.
  reading ??= import('~/data/supabase')
    .then(({ getSupabase }) => lastInspections(getSupabase()))
    .then((map) => $lastInspections.set(map))
    .catch(() => undefined);
}

/** A report just published from the dialog. */
export function noteInspection(vehicleId: string, last: LastInspection): void {
  const map = new Map($lastInspections.get() ?? []);
  map.set(vehicleId, last);
  $lastInspections.set(map);
}
