// The compact inventory index (/inventory-index.json): card fields only, as columns rather than
// objects, repeated strings as indices into shared value lists, numbers as numbers, ids as 22
// base64url characters. Built with the site; fetched only when a visitor searches, filters or pages.
import { z } from 'zod';
import { limits } from '../config/site';
import { buildStampSchema, type BuildStamp, type VehicleCard } from '../data/vehicles';
import { BODY_TYPES, CONDITIONS, FUEL_TYPES } from './vehicle';

export { toCard, vehicleCardSchema, type VehicleCard } from '../data/vehicles';

export const INDEX_PATH = '/inventory-index.json';
const VERSION = 1;

// ---- Compact ids: a UUID's 16 bytes as 22 base64url characters --------------------------------

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isCanonicalUuid = (id: string): boolean => UUID.test(id);

/** 128 bits → 22 characters (the last carries 2 bits). Only for canonical lower-case UUIDs. */
export function compactId(uuid: string): string {
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

export function uuidFromCompact(c: string): string {
  let hex = '';
  let acc = 0;
  let bits = 0;
  for (const ch of c) {
    acc = (acc << 6) | (B64_VALUE.get(ch) ?? 0);
    bits += 6;
    while (bits >= 4 && hex.length < 32) {
      bits -= 4;
      hex += HEX[(acc >> bits) & 15];
    }
    acc &= (1 << bits) - 1;
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---- The file format ---------------------------------------------------------------------------

const int = z.number().int();
export const compactIndexSchema = z.object({
  v: z.literal(VERSION),
  stamp: buildStampSchema,
  n: int.nonnegative(),
  /** n × 22 base64url characters, or the ids themselves when one is not a canonical UUID. */
  ids: z.union([z.string(), z.array(z.string())]),
  /** created_at in whole seconds: the first, then each the previous minus this (≥ 0, newest first). */
  created: z.array(int),
  makes: z.array(z.string()),
  make: z.array(int),
  models: z.array(z.string()),
  model: z.array(int),
  year: z.array(int),
  price: z.array(z.number()),
  mileage: z.array(int),
  /** Indices into FUEL_TYPES, CONDITIONS and BODY_TYPES. */
  fuel: z.array(int),
  condition: z.array(int),
  body: z.array(int),
  images: z.array(z.string()),
  /** Index into images, -1 for none. */
  image: z.array(int),
  features: z.array(z.string()),
  /** Total features per vehicle; the first min(count, 3) indices each follow in featureIdx. */
  featureCount: z.array(int),
  featureIdx: z.array(int),
});
export type CompactIndex = z.infer<typeof compactIndexSchema>;

/** A shared value list: each distinct value once, in order of first appearance. */
class Values {
  readonly list: string[] = [];
  private readonly at = new Map<string, number>();
  indexOf(s: string): number {
    let i = this.at.get(s);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(s);
      this.at.set(s, i);
    }
    return i;
  }
}

const seconds = (ts: string): number => Math.floor(Date.parse(ts) / 1000);

/** Cards (in the one order) → the compact index. */
export function encodeIndex(cards: readonly VehicleCard[], stamp: BuildStamp): CompactIndex {
  const makes = new Values();
  const models = new Values();
  const images = new Values();
  const features = new Values();
  const packed = cards.every((c) => isCanonicalUuid(c.id));
  const out: CompactIndex = {
    v: VERSION, stamp, n: cards.length,
    ids: packed ? cards.map((c) => compactId(c.id)).join('') : cards.map((c) => c.id),
    created: [], makes: makes.list, make: [], models: models.list, model: [], year: [], price: [], mileage: [],
    fuel: [], condition: [], body: [], images: images.list, image: [], features: features.list, featureCount: [], featureIdx: [],
  };
  let prev = 0;
  cards.forEach((c, i) => {
    const t = seconds(c.createdAt);
    out.created.push(i === 0 ? t : prev - t);
    prev = t;
    out.make.push(makes.indexOf(c.make));
    out.model.push(models.indexOf(c.model));
    out.year.push(c.year);
    out.price.push(c.price);
    out.mileage.push(c.mileage);
    out.fuel.push(FUEL_TYPES.indexOf(c.fuelType));
    out.condition.push(CONDITIONS.indexOf(c.condition));
    out.body.push(BODY_TYPES.indexOf(c.bodyType));
    out.image.push(c.image === null ? -1 : images.indexOf(c.image));
    out.featureCount.push(c.featureCount);
    for (const f of c.features.slice(0, limits.cardFeatureCount)) out.featureIdx.push(features.indexOf(f));
  });
  return out;
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
  const cols = [x.created, x.make, x.model, x.year, x.price, x.mileage, x.fuel, x.condition, x.body, x.image, x.featureCount];
  const idCount = typeof x.ids === 'string' ? x.ids.length / 22 : x.ids.length;
  if (idCount !== n || cols.some((c) => c.length !== n)) throw new Error('Inventory index: columns of different lengths');
  const cards: VehicleCard[] = new Array<VehicleCard>(n);
  let t = 0;
  let f = 0;
  for (let i = 0; i < n; i++) {
    t = i === 0 ? (x.created[0] as number) : t - (x.created[i] as number);
    const count = x.featureCount[i] as number;
    const shown = Math.min(count, limits.cardFeatureCount);
    const feats: string[] = [];
    for (let k = 0; k < shown; k++) feats.push(pick(x.features, x.featureIdx[f++], 'feature'));
    const img = x.image[i] as number;
    cards[i] = {
      id: typeof x.ids === 'string' ? uuidFromCompact(x.ids.slice(i * 22, i * 22 + 22)) : (x.ids[i] as string),
      make: pick(x.makes, x.make[i], 'make'),
      model: pick(x.models, x.model[i], 'model'),
      year: x.year[i] as number,
      price: x.price[i] as number,
      mileage: x.mileage[i] as number,
      fuelType: pick(FUEL_TYPES, x.fuel[i], 'fuel type'),
      condition: pick(CONDITIONS, x.condition[i], 'condition'),
      bodyType: pick(BODY_TYPES, x.body[i], 'body type'),
      image: img === -1 ? null : pick(x.images, img, 'image'),
      features: feats,
      featureCount: count,
      createdAt: new Date(t * 1000).toISOString(),
    };
  }
  return { cards, stamp: x.stamp };
}

/** Fetch and decode the built index (the browser's path). */
export async function fetchIndex(fetchFn: typeof fetch = fetch): Promise<{ cards: VehicleCard[]; stamp: BuildStamp }> {
  const res = await fetchFn(INDEX_PATH);
  if (!res.ok) throw new Error(`Inventory index request failed with status ${res.status}`);
  return decodeIndex(await res.json());
}
