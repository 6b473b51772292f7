// Synthetic inventory for benchmarks: N realistic Malaysian used-luxury vehicles built from the
// seed inventory's models (scripts/seed/inventory.ts) and photographed with its artwork in
// public/seed/. Rows satisfy every check of public.vehicles (supabase/migrations); the same seed
// always gives the same rows, ids included, so two runs measure the same data.
import { seedVehicles } from '../seed/inventory.ts';
import { imageUrl } from '../seed/types.ts';

/** mulberry32: small, fast, deterministic; good enough for test data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLOURS = [
  'Alpine White',
  'Black Sapphire',
  'Mineral Grey',
  'Obsidian Black',
  'Polar White',
  'Selenite Grey',
  'Mythos Black',
  'Navarra Blue',
  'Glacier White',
  'Carrara White',
  'Jet Black',
  'Gentian Blue',
  'Santorini Black',
  'Fuji White',
  'Sonic Titanium',
  'Graphite Black',
  'Portofino Blue',
  'Chalk',
  'Volcano Grey',
  'Racing Green',
  'Hyacinth Red',
  'Dolomite Silver',
  'Brooklyn Grey',
  'Tanzanite Blue',
];

/** Every photo in public/seed/, in a fixed order. */
const ALL_IMAGES: string[] = seedVehicles.flatMap((v) => v.views.map((view) => imageUrl(v, view)));

const IMAGES_BY_MAKE = new Map<string, string[]>();
for (const v of seedVehicles) {
  IMAGES_BY_MAKE.set(v.make, [...(IMAGES_BY_MAKE.get(v.make) ?? []), ...v.views.map((view) => imageUrl(v, view))]);
}

/** Latest creation time of the generated rows; they spread over the two years before it. */
const NEWEST = Date.parse('2026-11-20T00:00:00.000Z');
const SPREAD_MS = 730 * 24 * 3600 * 1000;
const CURRENT_YEAR = 2026;

const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const hex = (rand: () => number, n: number): string =>
  Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');

/** A version-4-shaped UUID drawn from `rand` (deterministic, unlike gen_random_uuid()). */
function uuid(rand: () => number): string {
  const variant = (8 + Math.floor(rand() * 4)).toString(16);
  return `${hex(rand, 8)}-${hex(rand, 4)}-4${hex(rand, 3)}-${variant}${hex(rand, 3)}-${hex(rand, 12)}`;
}

/** Malaysian asking prices end in 800 or 888 more often than not. */
function askingPrice(rand: () => number, raw: number): number {
  const thousands = Math.max(20, Math.round(raw / 1000));
  const ending = rand() < 0.6 ? -200 : rand() < 0.5 ? -112 : 0;
  return thousands * 1000 + ending;
}

/**
 * Origin, registration year, owners, warranty and engine capacity as a Malaysian lot shows them:
 * about 45 % reconds, registered up to two years after they were built with no local owner yet;
 * locals registered the year they were built, more owners with age; warranty mostly on young cars;
 * about 5 % of cars without the paperwork entered (all null).
 */
function localDetails(rand: () => number, year: number, engineCapacityCc: number | null): Record<string, unknown> {
  if (rand() < 0.05) {
    return {
      origin: null,
      registration_year: null,
      previous_owners: null,
      warranty_months: null,
      engine_capacity_cc: null,
    };
  }
  const recond = rand() < 0.45;
  const age = CURRENT_YEAR - year;
  const registrationYear = recond ? Math.min(CURRENT_YEAR, year + Math.floor(rand() * 3)) : year;
  const previousOwners = recond
    ? age > 6 && rand() < 0.4
      ? 1
      : 0
    : Math.min(5, 1 + Math.floor((age / 4) * rand() * 2));
  const warrantyMonths = age <= 3 ? pick(rand, [12, 24, 36, 48]) : age <= 6 ? pick(rand, [0, 6, 12]) : 0;
  return {
    origin: recond ? 'Recond' : 'Local',
    registration_year: registrationYear,
    previous_owners: previousOwners,
    warranty_months: warrantyMonths,
    engine_capacity_cc: engineCapacityCc,
  };
}

/**
 * `n` rows for public.vehicles (snake_case, ready for a REST insert), deterministic for `seed`.
 * Each is a seed model with its own year, mileage, price, colour, condition, features and 1–15
 * photos (its own views first, then the same make's artwork); created_at/updated_at spread over two years.
 */
export function syntheticVehicleRows(n: number, seed = 1): Record<string, unknown>[] {
  const rand = prng(seed);
  // The local details draw from their own stream, so the other columns stay as they were before them.
  const localRand = prng(seed ^ 0x10ca1);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    const t = pick(rand, seedVehicles);
    const year = Math.min(CURRENT_YEAR, Math.max(2008, t.year + Math.floor(rand() * 9) - 5));
    const age = CURRENT_YEAR - year;
    const mileage = Math.min(400_000, Math.round((age * (9000 + rand() * 14000) + rand() * 8000) / 100) * 100);
    const depreciation = Math.pow(0.9, year < t.year ? t.year - year : -(year - t.year) * 0.6);
    const price = askingPrice(rand, t.price * depreciation * (0.85 + rand() * 0.3));
    const condition =
      mileage < 30_000
        ? 'Excellent'
        : mileage < 70_000
          ? rand() < 0.6
            ? 'Excellent'
            : 'Very Good'
          : mileage < 130_000
            ? rand() < 0.6
              ? 'Very Good'
              : 'Good'
            : rand() < 0.7
              ? 'Good'
              : 'Fair';
    const own = t.views.map((view) => imageUrl(t, view));
    const imageCount = 1 + Math.floor(rand() * 15);
    const images = own.slice(0, imageCount);
    // Beyond its own views, more photos from the same make's artwork (a gallery of 15 is common).
    const sameMake = IMAGES_BY_MAKE.get(t.make) ?? ALL_IMAGES;
    while (images.length < imageCount) images.push(pick(rand, sameMake));
    const features = t.features.filter(() => rand() < 0.8);
    const created = NEWEST - Math.floor(rand() * SPREAD_MS);
    const updated = rand() < 0.4 ? Math.min(NEWEST, created + Math.floor(rand() * 60 * 24 * 3600 * 1000)) : created;
    rows.push({
      id: uuid(rand),
      make: t.make,
      model: t.model,
      year,
      price,
      mileage,
      fuel_type: t.fuelType,
      transmission: rand() < 0.04 ? 'Manual' : t.transmission,
      condition,
      body_type: t.bodyType,
      color: rand() < 0.5 ? t.color : pick(rand, COLOURS),
      features,
      images,
      vehicle_details:
        rand() < 0.05
          ? `One owner, full service history with the authorised dealer. ${t.make} ${t.model}.`
          : t.vehicleDetails,
      ...localDetails(localRand, year, t.fuelType === 'Electric' ? null : (t.engineCapacityCc ?? null)),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    });
  }
  return rows;
}

/** Rows per POST: PGlite serves one query at a time, so moderate batches keep other callers moving. */
const BATCH = 250;

/**
 * Inserts `n` synthetic vehicles (seed 1) through the REST API with the service-role key,
 * `BATCH` rows per request. Throws with the server's message on the first failed batch.
 */
export async function insertSynthetic(apiUrl: string, serviceRoleKey: string, n: number): Promise<void> {
  const rows = syntheticVehicleRows(n);
  for (let i = 0; i < rows.length; i += BATCH) {
    const res = await fetch(`${apiUrl.replace(/\/$/, '')}/rest/v1/vehicles`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(rows.slice(i, i + BATCH)),
    });
    if (!res.ok)
      throw new Error(
        `inserting synthetic vehicles ${i + 1}–${Math.min(i + BATCH, n)}: HTTP ${res.status} ${await res.text()}`,
      );
  }
}
