// The dealer's own stock for the live-mode e2e stack (playwright.live.config.ts): a live site
// starts with no cars (the demo's seed is not loaded), so the stack adds these through the REST
// API, as a dealer's staff would, before its first build (every row names the same columns, as
// PostgREST's bulk insert wants). tests/live/*.spec.ts rely on them.
import type { TablesInsert } from '~/data/database.types';

type Car = TablesInsert<'vehicles'>;

const car = (over: Car): Car => ({
  transmission: 'Automatic',
  condition: 'Excellent',
  origin: 'Local',
  previous_owners: 1,
  status: 'available',
  color: 'Black',
  images: [],
  ...over,
});

/** The car the specs open (its id is the one they name), and three whose prices span a luxury stock. */
export const LIVE_STOCK: readonly Car[] = [
  car({
    id: '5eed0000-0000-4000-8000-000000000001',
    make: 'BMW',
    model: '330e M Sport',
    year: 2021,
    registration_year: 2021,
    price: 168800,
    mileage: 42000,
    fuel_type: 'Hybrid',
    body_type: 'Sedan',
    color: 'Mineral White',
    images: ['/seed/bmw-330e-m-sport-2021-front.webp', '/seed/bmw-330e-m-sport-2021-side.webp'],
  }),
  car({
    id: 'dea1e200-0000-4000-8000-000000000002',
    make: 'Lexus',
    model: 'NX 250',
    year: 2022,
    registration_year: 2022,
    price: 150000,
    mileage: 30000,
    fuel_type: 'Gasoline',
    body_type: 'SUV',
  }),
  car({
    id: 'dea1e200-0000-4000-8000-000000000003',
    make: 'Porsche',
    model: 'Cayenne',
    year: 2021,
    registration_year: 2021,
    price: 480000,
    mileage: 25000,
    fuel_type: 'Gasoline',
    body_type: 'SUV',
  }),
  car({
    id: 'dea1e200-0000-4000-8000-000000000004',
    make: 'Porsche',
    model: '911 Turbo S',
    year: 2023,
    registration_year: 2023,
    price: 1250000,
    mileage: 4000,
    fuel_type: 'Gasoline',
    body_type: 'Coupe',
  }),
];

/** Adds the stock through the API with the secret key; throws with the API's answer if refused. */
export async function addLiveStock(apiUrl: string, secretKey: string): Promise<void> {
  const res = await fetch(`${apiUrl}/rest/v1/vehicles`, {
    method: 'POST',
    headers: {
      apikey: secretKey,
      Authorization: `Bearer ${secretKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(LIVE_STOCK),
  });
  if (!res.ok) throw new Error(`adding the live stock failed: ${res.status} ${await res.text()}`);
}
