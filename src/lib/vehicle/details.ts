// vehicleDetails is either a plain string or three lists (docs/product.md §3); the tabs render one shape.
import type { VehicleDetailsObject } from '~/lib/vehicle';

export const DETAIL_TABS = ['Exterior', 'Interior', 'Drivetrain'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

type NormalisedDetails =
  { kind: 'text'; text: string } | { kind: 'lists'; exterior: string[]; interior: string[]; drivetrain: string[] };

const clean = (xs: readonly unknown[] | undefined): string[] =>
  (xs ?? [])
    .filter((x): x is string => typeof x === 'string')
    .map((s) => s.trim())
    .filter(Boolean);

/** Accepts anything (old rows, partial objects, JSON text) and never throws. */
const LIST_KEYS = ['exterior', 'interior', 'drivetrain'] as const;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The lists of an object shaped like vehicleDetailsObjectSchema with every key optional; {} when a
 * present key is not a list of strings. Checked by hand: zod would add 12 KB to every vehicle page.
 */
function partialLists(raw: unknown): Partial<VehicleDetailsObject> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const o = raw as Record<string, unknown>;
  if (!LIST_KEYS.every((k) => o[k] === undefined || isStrings(o[k]))) return {};
  const out: Partial<VehicleDetailsObject> = {};
  for (const k of LIST_KEYS) if (o[k] !== undefined) out[k] = o[k] as string[];
  return out;
}

export function normaliseDetails(raw: unknown): NormalisedDetails {
  if (typeof raw === 'string') {
    const t = raw.trim();
    if (!t) return { kind: 'lists', exterior: [], interior: [], drivetrain: [] };
    // A string holding a JSON object is the object shape stored as text.
    if (t.startsWith('{')) {
      try {
        return normaliseDetails(JSON.parse(t) as unknown);
      } catch {
        return { kind: 'text', text: t };
      }
    }
    return { kind: 'text', text: t };
  }
  const obj = partialLists(raw);
  return {
    kind: 'lists',
    exterior: clean(obj.exterior),
    interior: clean(obj.interior),
    drivetrain: clean(obj.drivetrain),
  };
}

export function tabItems(d: Extract<NormalisedDetails, { kind: 'lists' }>, tab: DetailTab): string[] {
  return tab === 'Exterior' ? d.exterior : tab === 'Interior' ? d.interior : d.drivetrain;
}
