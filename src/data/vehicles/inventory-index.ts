// The compact inventory index (/inventory-index.json): card fields only, as columns rather than
// objects, repeated strings as indices into shared value lists, numbers as numbers, ids as 22
// base64url characters. Built with the site; fetched only when a visitor searches, filters or pages.
import { z } from '~/lib/zod';
import { limits } from '~/config/constants';
import { paths } from '~/lib/paths';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  isCanonicalUuid,
  ORIGINS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from '~/lib/vehicle';
import type { VehicleCard } from './card';
import { buildStampSchema, type BuildStamp } from './build-stamp';

const VERSION = 2;

// ---- Compact ids: a UUID's 16 bytes as 22 base64url characters --------------------------------

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** 128 bits → 22 characters (the last carries 2 bits). Only for canonical lower-case UUIDs. */
function compactId(uuid: string): string {
  const hex = uuid.replace(/-/g, '');
  let out = '';
  // 32 hex digits = 128 bits: take 6 bits at a time (21 groups), then the last 2 bits.
  let bits = 0;
  let acc = 0;
  for (const h of hex) {
    acc = (acc << 4) | parseInt(h, 16);
    bits += 4;
    while (bits >= 6) {
      bits -= 6;
      out += B64[(acc >> bits) & 63];
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out += B64[(acc << (6 - bits)) & 63];
  return out;
}

const HEX = '0123456789abcdef';
// Built in an annotated call, not at the top level, so a bundle that does not use it can drop this module.
const B64_CODE = /* @__PURE__ */ (() => {
  const code = new Int8Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) code[B64.charCodeAt(i)] = i;
  return code;
})();

/** The UUID whose 22 compact characters start at `at` in `packed`. */
function uuidFromCompact(packed: string, at = 0): string {
  let hex = '';
  let acc = 0;
  let bits = 0;
  for (let k = at; k < at + 22; k++) {
    acc = ((acc << 6) | (B64_CODE[packed.charCodeAt(k) & 127] ?? 0)) & 0xffff;
    bits += 6;
    while (bits >= 4 && hex.length < 32) {
      bits -= 4;
      hex += HEX[(acc >> bits) & 15];
    }
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---- The file format ---------------------------------------------------------------------------

/** An array of integers, checked in one plain loop (zod per element is too slow for 10,000 rows). */
const ints = z.custom<number[]>(
  (v) => Array.isArray(v) && v.every((x) => Number.isInteger(x)),
  'expected an array of integers',
);
const numbers = z.custom<number[]>(
  (v) => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x)),
  'expected an array of numbers',
);
const strings = z.array(z.string());

export const compactIndexSchema = z.object({
  v: z.literal(VERSION),
  stamp: buildStampSchema,
  n: z.int().check(z.nonnegative()),
  /** n × 22 base64url characters, or the ids themselves when one is not a canonical UUID. */
  ids: z.union([z.string(), strings]),
  /** created_at in whole minutes: the first, then each the previous minus this (≥ 0, newest first). */
  created: ints,
  makes: strings,
  models: strings,
  /** Shared list of kinds: [make, model, fuel, body, transmission] indices (into FUEL_TYPES, BODY_TYPES, TRANSMISSIONS). */
  kinds: z.array(ints),
  kind: ints,
  year: ints,
  price: numbers,
  mileage: ints,
  /** Index into CONDITIONS. */
  condition: ints,
  /** Index into VEHICLE_STATUSES. */
  status: ints,
  /** Index into ORIGINS, -1 when not stated. */
  origin: ints,
  images: strings,
  /** Index into images, -1 for none. */
  image: ints,
  features: strings,
  /** Shared list of the first (up to 3) features shown on a card, as indices into features. */
  featureSets: z.array(ints),
  featureSet: ints,
  /** Total features per vehicle, for '+N more'. */
  featureCount: ints,
  /** Recent price drops only: [card index, previous price, reduced at in whole seconds]. */
  reduced: z._default(z.array(numbers), []),
  /** Each distinct variant once; cars without one have none. */
  variants: z._default(strings, []),
  /** Cars with a variant only: [card index, index into variants]. */
  variantOf: z._default(z.array(ints), []),
  /** Cars with a published inspection report only: [card index, points checked]. */
  inspected: z._default(z.array(ints), []),
});
export type CompactIndex = z.infer<typeof compactIndexSchema>;
/** The columns a car may lack: written only when some car has them, read as empty when absent. */
type SparseColumn = 'variants' | 'variantOf' | 'inspected';

/** A shared value list: each distinct value once, in order of first appearance. */
class Values<T> {
  readonly list: T[] = [];
  private readonly at = new Map<string, number>();
  constructor(private readonly key: (v: T) => string = String) {}
  indexOf(v: T): number {
    const k = this.key(v);
    let i = this.at.get(k);
    if (i === undefined) {
      i = this.list.push(v) - 1;
      this.at.set(k, i);
    }
    return i;
  }
}

const MINUTE_MS = 60_000;
const minutes = (ts: string): number => Math.floor(Date.parse(ts) / MINUTE_MS);
const tuple = (xs: number[]): string => xs.join(',');

/** Cards (in the one order) → the compact index. */
export function encodeIndex(
  cards: readonly VehicleCard[],
  stamp: BuildStamp,
): Omit<CompactIndex, SparseColumn> & Partial<Pick<CompactIndex, SparseColumn>> {
  const makes = new Values<string>();
  const models = new Values<string>();
  const kinds = new Values<number[]>(tuple);
  const images = new Values<string>();
  const features = new Values<string>();
  const featureSets = new Values<number[]>(tuple);
  const variantNames = new Values<string>();
  const packed = cards.every((c) => isCanonicalUuid(c.id));
  const out: CompactIndex = {
    v: VERSION,
    stamp,
    n: cards.length,
    ids: packed ? cards.map((c) => compactId(c.id)).join('') : cards.map((c) => c.id),
    created: [],
    makes: makes.list,
    models: models.list,
    kinds: kinds.list,
    kind: [],
    year: [],
    price: [],
    mileage: [],
    condition: [],
    status: [],
    origin: [],
    images: images.list,
    image: [],
    features: features.list,
    featureSets: featureSets.list,
    featureSet: [],
    featureCount: [],
    reduced: [],
    variants: variantNames.list,
    variantOf: [],
    inspected: [],
  };
  let prev = 0;
  cards.forEach((c, i) => {
    const t = minutes(c.createdAt);
    out.created.push(i === 0 ? t : prev - t);
    prev = t;
    out.kind.push(
      kinds.indexOf([
        makes.indexOf(c.make),
        models.indexOf(c.model),
        FUEL_TYPES.indexOf(c.fuelType),
        BODY_TYPES.indexOf(c.bodyType),
        TRANSMISSIONS.indexOf(c.transmission),
      ]),
    );
    out.year.push(c.year);
    out.price.push(c.price);
    out.mileage.push(c.mileage);
    out.condition.push(CONDITIONS.indexOf(c.condition));
    out.status.push(VEHICLE_STATUSES.indexOf(c.status));
    out.origin.push(c.origin === null ? -1 : ORIGINS.indexOf(c.origin));
    out.image.push(c.image === null ? -1 : images.indexOf(c.image));
    out.featureSet.push(
      featureSets.indexOf(c.features.slice(0, limits.cardFeatureCount).map((f) => features.indexOf(f))),
    );
    out.featureCount.push(c.featureCount);
    if (c.previousPrice !== null && c.priceReducedAt !== null)
      out.reduced.push([i, c.previousPrice, Math.floor(Date.parse(c.priceReducedAt) / 1000)]);
    if (c.variant !== null) out.variantOf.push([i, variantNames.indexOf(c.variant)]);
    if (c.inspectedPoints) out.inspected.push([i, c.inspectedPoints]);
  });
  const { variants, variantOf, inspected, ...always } = out;
  return {
    ...always,
    ...(variantOf.length ? { variants, variantOf } : {}),
    ...(inspected.length ? { inspected } : {}),
  };
}

function pick<T>(list: readonly T[], i: number | undefined, what: string): T {
  const v = i === undefined ? undefined : list[i];
  if (v === undefined) throw new Error(`Inventory index: bad ${what} reference ${i}`);
  return v;
}

/** The compact index → cards in the one order. Throws on an inconsistent file. */
export function decodeIndex(raw: unknown): { cards: VehicleCard[]; stamp: BuildStamp } {
  const x = compactIndexSchema.parse(raw);
  const { n } = x;
  const cols = [
    x.created,
    x.kind,
    x.year,
    x.price,
    x.mileage,
    x.condition,
    x.status,
    x.origin,
    x.image,
    x.featureSet,
    x.featureCount,
  ];
  const idCount = typeof x.ids === 'string' ? x.ids.length / 22 : x.ids.length;
  if (idCount !== n || cols.some((c) => c.length !== n))
    throw new Error('Inventory index: columns of different lengths');
  // Shared values resolved once, so each card reuses the same strings and feature arrays.
  const kinds = x.kinds.map((k) => ({
    make: pick(x.makes, k[0], 'make'),
    model: pick(x.models, k[1], 'model'),
    fuelType: pick(FUEL_TYPES, k[2], 'fuel type'),
    bodyType: pick(BODY_TYPES, k[3], 'body type'),
    transmission: pick(TRANSMISSIONS, k[4], 'transmission'),
  }));
  const sets = x.featureSets.map((set) => set.map((f) => pick(x.features, f, 'feature')));
  const drops = new Map(x.reduced.map(([i, from, at]) => [i, { from, at }]));
  const variants = new Map(x.variantOf.map(([i, v]) => [i, pick(x.variants, v, 'variant')]));
  const points = new Map(x.inspected.map(([i, p]) => [i, p]));
  const cards: VehicleCard[] = new Array<VehicleCard>(n);
  let t = 0;
  for (let i = 0; i < n; i++) {
    t = i === 0 ? (x.created[0] as number) : t - (x.created[i] as number);
    const kind = pick(kinds, x.kind[i], 'kind');
    const img = x.image[i] as number;
    cards[i] = {
      id: typeof x.ids === 'string' ? uuidFromCompact(x.ids, i * 22) : (x.ids[i] as string),
      make: kind.make,
      model: kind.model,
      variant: variants.get(i) ?? null,
      year: x.year[i] as number,
      price: x.price[i] as number,
      mileage: x.mileage[i] as number,
      fuelType: kind.fuelType,
      transmission: kind.transmission,
      condition: pick(CONDITIONS, x.condition[i], 'condition'),
      bodyType: kind.bodyType,
      status: pick(VEHICLE_STATUSES, x.status[i], 'status'),
      origin: x.origin[i] === -1 ? null : pick(ORIGINS, x.origin[i], 'origin'),
      image: img === -1 ? null : pick(x.images, img, 'image'),
      features: pick(sets, x.featureSet[i], 'feature set'),
      featureCount: x.featureCount[i] as number,
      createdAt: new Date(t * MINUTE_MS).toISOString(),
      previousPrice: drops.get(i)?.from ?? null,
      priceReducedAt: drops.has(i) ? new Date((drops.get(i)?.at ?? 0) * 1000).toISOString() : null,
    };
    const inspectedPoints = points.get(i);
    if (inspectedPoints) (cards[i] as VehicleCard).inspectedPoints = inspectedPoints;
  }
  return { cards, stamp: x.stamp };
}

/** Fetch and decode the built index (the browser's path). */
export async function fetchIndex(fetchFn: typeof fetch = fetch): Promise<{ cards: VehicleCard[]; stamp: BuildStamp }> {
  const res = await fetchFn(paths.inventoryIndex());
  if (!res.ok) throw new Error(`Inventory index request failed with status ${res.status}`);
  return decodeIndex(await res.json());
}
