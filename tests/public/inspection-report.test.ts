// The vehicle page's inspection report (src/features/vehicle/inspection/report-view.ts, what
// InspectionReport.astro prints) and its JSON-LD damages (src/lib/feeds/json-ld.ts): the summary
// line in both languages, Fail and Attention first with notes, measures and photos, every section
// with its items, and knownVehicleDamages from the notes.
import { describe, expect, it } from 'vitest';
import { inspectionView } from '~/features/vehicle/inspection/report-view';
import { vehicleJsonLd } from '~/lib/feeds/json-ld';
import { knownDamages, type InspectionReport } from '~/lib/inspection/report';
import { sectionsFor } from '~/lib/inspection/checklist';
import vocabulary from '../support/schema-org/vocabulary.json';
import { x5 } from '../support/public-fixtures';

/** Every item of a local car passed, but for the ones given. */
const report = (over: InspectionReport['items'] = {}, extra: Partial<InspectionReport> = {}): InspectionReport => ({
  id: 'r1',
  vehicleId: 'x5',
  status: 'published',
  inspectedOn: '2026-11-12',
  inspectorName: 'Aminah Yusof',
  inspectorKind: 'in_house',
  odometerKm: 12_000,
  auctionOverall: null,
  auctionInterior: null,
  items: {
    ...Object.fromEntries(sectionsFor('Local').flatMap((s) => s.items.map((i) => [i.key, { state: 'pass' as const }]))),
    ...over,
  },
  publishedAt: '2026-11-12T08:00:00Z',
  ...extra,
});

const findings = {
  'exterior.wheels': { state: 'attention' as const, note: 'Kerb scuff on the front left rim', photos: ['/seed/rim.svg'] },
  'brakes.tyre_rear_left': { state: 'attention' as const, note: 'Tread at 3 mm: replace soon', value: 3 },
  'interior.upholstery': { state: 'attention' as const, note: '<b>Wear</b> on the bolster' },
  'electrical.hybrid_battery': { state: 'not_inspected' as const },
};

describe('the report a buyer reads', () => {
  it('sums up points, attention and who inspected it, in English and Malay', () => {
    expect(inspectionView(report(findings), 'Local', 'en').summary).toBe(
      '151 points checked · 3 need attention · inspected 12 Nov 2026 by Aminah Yusof (in-house)',
    );
    expect(inspectionView(report(findings), 'Local', 'ms').summary).toBe(
      '151 perkara diperiksa · 3 perlu perhatian · diperiksa 12 Nov 2026 oleh Aminah Yusof (pemeriksa dalaman)',
    );
    const fail = report({ 'brakes.rear_pads': { state: 'fail', note: 'Worn out' } }, { inspectorKind: 'third_party' });
    expect(inspectionView(fail, 'Local', 'en').summary).toBe(
      '152 points checked · nothing needs attention · 1 failed · inspected 12 Nov 2026 by Aminah Yusof (independent inspector)',
    );
  });

  it('lists Fail and Attention first, with the note as plain text, the measure and the photos', () => {
    const v = inspectionView(report(findings), 'Local', 'en');
    expect(v.findings.map((f) => [f.stateLabel, f.label, f.section, f.note, f.measured])).toEqual([
      ['Attention', 'Alloy wheels free of kerb damage', 'Exterior and body', 'Kerb scuff on the front left rim', ''],
      ['Attention', 'Leather or fabric free of tears and stains', 'Interior', '<b>Wear</b> on the bolster', ''],
      ['Attention', 'Rear left tyre tread', 'Brakes and tyres', 'Tread at 3 mm: replace soon', 'Measured: 3 mm'],
    ]);
    expect(v.findings[0]?.photos).toEqual([{ src: '/seed/rim.svg', alt: 'Photo: Alloy wheels free of kerb damage' }]);
  });

  it('folds every section with its points and what needs attention in it', () => {
    const v = inspectionView(report(findings), 'Local', 'ms');
    expect(v.sections.map((s) => [s.label, s.points, s.flagged])).toEqual([
      ['Dokumen dan identiti', '14 perkara', ''],
      ['Luaran dan badan', '24 perkara', '1 perlu perhatian'],
      ['Tanda banjir, kebakaran dan potong sambung', '14 perkara', ''],
      ['Dalaman', '22 perkara', '1 perlu perhatian'],
      ['Enjin dan transmisi', '22 perkara', ''],
      ['Elektrik', '16 perkara', ''],
      ['Suspensi dan bahagian bawah', '14 perkara', ''],
      ['Brek dan tayar', '14 perkara', '1 perlu perhatian'],
      ['Ujian jalan', '12 perkara', ''],
    ]);
    const electrical = v.sections.find((s) => s.key === 'electrical');
    expect(electrical?.items.find((i) => i.key === 'electrical.hybrid_battery')?.stateLabel).toBe('Tidak diperiksa');
  });

  it("shows a recond car's auction sheet section and grades", () => {
    const v = inspectionView(report({}, { auctionOverall: '4.5', auctionInterior: 'B' }), 'Recond', 'en');
    expect(v.auction).toBe('Auction sheet grade 4.5, interior B');
    expect(v.sections.at(-1)?.label).toBe('Auction sheet (recond)');
    expect(v.odometer).toBe('Odometer at inspection: 12,000 KM');
  });
});

describe('knownVehicleDamages', () => {
  it('lists the Attention and Fail notes in the page JSON-LD, a Vehicle property of Text', () => {
    const ld = vehicleJsonLd(x5, 'https://m.test/vehicle/x5', 'https://m.test', knownDamages(report(findings)));
    expect(ld.knownVehicleDamages).toEqual([
      'Alloy wheels free of kerb damage: Kerb scuff on the front left rim',
      'Leather or fabric free of tears and stains: <b>Wear</b> on the bolster',
      'Rear left tyre tread: Tread at 3 mm: replace soon',
    ]);
    expect(vocabulary.properties.knownVehicleDamages).toEqual({ domain: ['Vehicle'], range: ['Text'] });
  });

  it('is left out when nothing needs attention', () => {
    expect(vehicleJsonLd(x5, 'https://m.test/vehicle/x5', 'https://m.test', knownDamages(report()))).not.toHaveProperty(
      'knownVehicleDamages',
    );
  });
});
