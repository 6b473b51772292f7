// The seed's inspection reports (scripts/seed/inspections.ts, appended to supabase/seed.sql) as the
// build reads them (src/data/inspections.ts, one paged read): most seed cars have a published
// report, the re-inspected car shows its newer one, some show attention items, and the draft is
// not public; the vehicle page's JSON-LD declares a report's findings (VehicleDocument.astro), and
// its report reads in both languages (InspectionReport.astro prints inspectionView).
import { describe, expect, it } from 'vitest';
import { fetchPublishedInspections } from '~/data/inspections';
import { inspectionView } from '~/features/vehicle/inspection/report-view';
import { vehicleJsonLd } from '~/lib/feeds/json-ld';
import { knownDamages, summaryOf } from '~/lib/inspection/report';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { aVehicle } from '../support/vehicle';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const E300 = '5eed0000-0000-4000-8000-000000000006';
const F_PACE = '5eed0000-0000-4000-8000-000000000020';
const XE = '5eed0000-0000-4000-8000-000000000017';
const GRAN_TOURER = '5eed0000-0000-4000-8000-000000000004';

describe('the seed inspection reports', () => {
  it('gives 17 of the 20 seed cars a published report; the draft stays private', async () => {
    const reports = await fetchPublishedInspections({ url: server.url, anonKey: server.publishableKey });
    expect(reports.size).toBe(17);
    expect(reports.has(F_PACE)).toBe(false);
    const all = await server.service().from('vehicle_inspections').select('id', { count: 'exact', head: true });
    expect(all.count).toBe(19);
  });

  it('shows the newer of two reports, and findings with their notes', async () => {
    const reports = await fetchPublishedInspections({ url: server.url, anonKey: server.publishableKey });
    expect(reports.get(E300)?.inspectedOn).toBe('2026-11-06');
    const xe = reports.get(XE);
    expect(xe && summaryOf(xe)).toMatchObject({ checked: 147, attention: 2, fail: 1 });
    expect(xe?.items['interior.infotainment']).toEqual({
      state: 'fail',
      note: 'Touchscreen does not respond in its lower left corner.',
    });
    const flagged = [...reports.values()].filter((r) => summaryOf(r).findings.length > 0).length;
    expect(flagged).toBe(8);
  });

  it("gives the Gran Tourer's page its three findings as knownVehicleDamages, the draft-only F-PACE's none", async () => {
    const reports = await fetchPublishedInspections({ url: server.url, anonKey: server.publishableKey });
    // As the vehicle page writes its JSON-LD: the damages of the car's newest published report, if any.
    const ld = (id: string) => {
      const report = reports.get(id);
      return vehicleJsonLd(
        aVehicle({ id }),
        `https://m.test/vehicle/${id}`,
        'https://m.test',
        report ? knownDamages(report, 'en') : [],
      );
    };
    expect(ld(GRAN_TOURER).knownVehicleDamages).toEqual([
      'Driver’s seat and its adjustment: Wear on the outer bolster of the driver’s seat.',
      'Rear left tyre tread: Tread at 3 mm: replace within about 5,000 km.',
      'Rear right tyre tread: Tread at 3 mm: replace with the left one.',
    ]);
    expect(ld(F_PACE)).not.toHaveProperty('knownVehicleDamages');
  });

  it("reads the Gran Tourer's report (a local car) in English and in Malay", async () => {
    const reports = await fetchPublishedInspections({ url: server.url, anonKey: server.publishableKey });
    const report = reports.get(GRAN_TOURER);
    if (!report) throw new Error('the seed has no published report of the Gran Tourer');
    expect(inspectionView(report, 'Local', 'en').summary).toBe(
      '147 points checked · 3 need attention · inspected 3 Nov 2026 by Aminah Yusof (in-house)',
    );
    const ms = inspectionView(report, 'Local', 'ms');
    expect(ms.summary).toBe(
      '147 perkara diperiksa · 3 perlu perhatian · diperiksa 3 Nov 2026 oleh Aminah Yusof (pemeriksa dalaman)',
    );
    expect(ms.sections[0]?.label).toBe('Dokumen dan identiti');
  });
});
