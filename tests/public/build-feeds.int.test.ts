// Files the build writes for other machines, from the seeded database read as the build reads it:
// /feeds/meta-vehicles.csv (src/features/feeds/meta-feed.ts: every car for sale, each row meeting
// Meta's rules of tests/support/meta-catalog-rules.ts, photos as absolute URLs on the site) and
// /sitemap.xml (src/pages/sitemap.xml.ts: every vehicle with its updated_at). Their formats, on
// made-up cars: meta-catalog.test.ts, sitemap.test.ts.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildStampOf, fetchPublicIdentifiers, fromRow, readAll, type RestSource } from '~/data/vehicles';
import { metaFeed } from '~/features/feeds/meta-feed';
import { siteEntries, sitemapXml } from '~/lib/feeds/sitemap';
import { metaRowProblems, parseMetaCsv } from '../support/meta-catalog-rules';
import { withTestServer, type TestServer } from '../support/helpers.ts';

const SITE = 'https://mewah.example';
const BMW_840I = '5eed0000-0000-4000-8000-000000000003';

let server: TestServer;
let anon: RestSource;
withTestServer((s) => {
  server = s;
  anon = { url: s.url, anonKey: s.publishableKey };
});

describe('the Meta catalog feed of the seed', () => {
  it('lists every car for sale, each row as Meta requires; the BMW 840i with its price, photo and showroom', async () => {
    const vehicles = (await readAll(anon, { columns: 'page', limit: 1000 })).map(fromRow);
    const res = metaFeed(vehicles, await fetchPublicIdentifiers(anon), SITE);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const { rows } = parseMetaCsv(await res.text());

    const forSale = await server
      .service()
      .from('vehicles')
      .select('id')
      .is('deleted_at', null)
      .in('status', ['available', 'reserved']);
    expect(rows.map((r) => r.vehicle_id).sort()).toEqual((forSale.data ?? []).map((v) => v.id as string).sort());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect({ id: row.vehicle_id, problems: metaRowProblems(row) }).toEqual({ id: row.vehicle_id, problems: [] });
    }

    const bmw = rows.find((r) => r.vehicle_id === BMW_840I);
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
    expect(bmw?.['image[0].url']).toBe(`${SITE}/seed/bmw-840i-gran-coupe-2020-front.webp`);
    // The site serves public/ as it is: the photo the row names is one of its files.
    expect(existsSync(new URL('../../public/seed/bmw-840i-gran-coupe-2020-front.webp', import.meta.url))).toBe(true);
  });
});

describe('the sitemap of the seed', () => {
  it('lists every vehicle with its lastmod from updated_at, and no staff page', async () => {
    const vehicles = (await readAll(anon, { columns: 'page', limit: 1000 })).map(fromRow);
    // As src/pages/sitemap.xml.ts writes it (one page of cars: the seed's 20).
    const xml = sitemapXml(siteEntries(vehicles, 1, buildStampOf(vehicles).updatedAt), SITE);
    const all = await server.service().from('vehicles').select('id, updated_at').is('deleted_at', null);
    expect(all.data?.length).toBe(20);
    for (const v of all.data ?? []) {
      const lastmod = new Date(v.updated_at as string).toISOString();
      expect(xml).toContain(`<loc>${SITE}/vehicle/${v.id as string}</loc><lastmod>${lastmod}</lastmod>`);
    }
    expect(xml).not.toContain('/auth<');
  });
});
