// /feeds/meta-vehicles.csv as the build writes it: every car for sale, each row meeting Meta's
// rules (tests/support/meta-catalog-rules.ts), photos as absolute URLs on the site.
import { expect, test } from '@playwright/test';
import { liveVehicles } from '../support/e2e/public';
import { metaRowProblems, parseMetaCsv } from '../support/meta-catalog-rules';

test('the Meta catalog feed lists every car for sale, each row as Meta requires', async ({ request, baseURL }) => {
  const res = await request.get('/feeds/meta-vehicles.csv');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('text/csv');
  const { rows } = parseMetaCsv(await res.text());
  const forSale = (await liveVehicles(request)).filter((v) => v.status === 'available' || v.status === 'reserved');
  expect(rows.map((r) => r.vehicle_id).sort()).toEqual(forSale.map((v) => v.id).sort());
  for (const row of rows) expect({ id: row.vehicle_id, problems: metaRowProblems(row) }).toEqual({ id: row.vehicle_id, problems: [] });

  // The seed's BMW 840i: its price, its photos on this site, the demo showroom's address.
  const bmw = rows.find((r) => r.vehicle_id === '5eed0000-0000-4000-8000-000000000003');
  expect(bmw).toMatchObject({
    title: '2020 BMW 840i Gran Coupe M Sport',
    price: '438000 MYR',
    'mileage.value': '35500',
    'mileage.unit': 'KM',
    state_of_vehicle: 'USED',
    availability: 'AVAILABLE',
    'address.city': 'Kuala Lumpur',
    'address.country': 'MY',
    vin: '',
  });
  expect(bmw?.['image[0].url']).toBe(new URL('/seed/bmw-840i-gran-coupe-2020-front.webp', baseURL).href);
  const photo = await request.get(bmw?.['image[0].url'] ?? '');
  expect(photo.ok()).toBe(true);
});
