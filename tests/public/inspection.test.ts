// The inspection checklist and report logic (src/lib/inspection/checklist.ts, report.ts): one
// definition of about 150 points in both languages, the buyer's summary with Fail and Attention
// first, the staff dialog's progress, when a car is due again, and the JSON-LD damages.
import { describe, expect, it } from 'vitest';
import { CHECKLIST, CHECKLIST_ITEMS, sectionsFor } from '~/lib/inspection/checklist';
import {
  dueReason,
  formatInspectionDate,
  itemProblem,
  knownDamages,
  latestPublished,
  progressOf,
  summaryOf,
  type InspectionReport,
} from '~/lib/inspection/report';

const report = (over: Partial<InspectionReport> = {}): InspectionReport => ({
  id: 'r1',
  vehicleId: 'v1',
  status: 'published',
  inspectedOn: '2026-11-12',
  inspectorName: 'Aminah Yusof',
  inspectorKind: 'in_house',
  odometerKm: 12_000,
  auctionOverall: null,
  auctionInterior: null,
  items: {},
  publishedAt: '2026-11-12T08:00:00Z',
  ...over,
});

describe('the checklist', () => {
  it('has the Malaysian sections in order, 152 points for a local car and 157 for a recond', () => {
    expect(CHECKLIST.map((s) => s.key)).toEqual([
      'documents',
      'exterior',
      'damage',
      'interior',
      'engine',
      'electrical',
      'suspension',
      'brakes',
      'road_test',
      'auction',
    ]);
    const count = (origin: string | null) => sectionsFor(origin).reduce((n, s) => n + s.items.length, 0);
    expect(count('Local')).toBe(152);
    expect(count(null)).toBe(152);
    expect(count('Recond')).toBe(157);
  });

  it('names the documents a Malaysian buyer asks for', () => {
    expect(CHECKLIST_ITEMS.get('documents.chassis_number')?.en).toBe(
      'Chassis number matches the registration card (VOC)',
    );
    expect(CHECKLIST_ITEMS.get('documents.puspakom')?.ms).toBe('Pemeriksaan Puspakom lulus (B5 / B7)');
    expect(CHECKLIST_ITEMS.get('documents.hire_purchase')?.en).toBe('No outstanding hire purchase (HP) claim');
  });

  it('has unique keys the database accepts, words in both languages, and units on the measured items', () => {
    const keys = [...CHECKLIST_ITEMS.keys()];
    expect(new Set(keys).size).toBe(157);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]{0,31}\.[a-z][a-z0-9_]{0,47}$/);
    for (const item of CHECKLIST_ITEMS.values()) {
      expect(item.en.trim()).not.toBe('');
      expect(item.ms.trim()).not.toBe('');
    }
    const measured = keys.filter((k) => CHECKLIST_ITEMS.get(k)?.unit);
    expect(measured.map((k) => `${k} ${CHECKLIST_ITEMS.get(k)?.unit}`)).toEqual([
      'electrical.battery_health %',
      'electrical.hybrid_battery %',
      'brakes.front_pads mm',
      'brakes.rear_pads mm',
      'brakes.tyre_front_left mm',
      'brakes.tyre_front_right mm',
      'brakes.tyre_rear_left mm',
      'brakes.tyre_rear_right mm',
    ]);
  });
});

describe('a report', () => {
  const items = {
    'documents.chassis_number': { state: 'pass' as const },
    'exterior.wheels': { state: 'attention' as const, note: 'Kerb scuff on the front left rim' },
    'brakes.rear_pads': { state: 'fail' as const, note: 'Rear pads at 2 mm', value: 2 },
    'road_test.cruise_control': { state: 'not_inspected' as const },
    'gone.item': { state: 'fail' as const, note: 'An item the checklist no longer has' },
  };

  it('summarises: checked points (not "not inspected"), Fail then Attention in checklist order', () => {
    const s = summaryOf(report({ items }));
    expect([s.checked, s.attention, s.fail]).toEqual([3, 1, 1]);
    expect(s.findings.map((f) => [f.item.key, f.result.state, f.section.key])).toEqual([
      ['brakes.rear_pads', 'fail', 'brakes'],
      ['exterior.wheels', 'attention', 'exterior'],
    ]);
  });

  it('counts progress over the sections a car is checked against', () => {
    expect(progressOf(sectionsFor('Local'), items)).toEqual({ checked: 4, total: 152 });
  });

  it('gives knownVehicleDamages from the notes, in the page language', () => {
    expect(knownDamages(report({ items }))).toEqual([
      'Rear brake pads: Rear pads at 2 mm',
      'Alloy wheels free of kerb damage: Kerb scuff on the front left rim',
    ]);
    expect(knownDamages(report({ items }), 'ms')[0]).toBe('Pad brek belakang: Rear pads at 2 mm');
  });

  it('needs a note for Attention and Fail, and at most 3 photos', () => {
    expect(itemProblem({ state: 'attention' })).toBe('noteRequired');
    expect(itemProblem({ state: 'fail', note: '  ' })).toBe('noteRequired');
    expect(itemProblem({ state: 'pass' })).toBeNull();
    expect(itemProblem({ state: 'pass', photos: ['a', 'b', 'c', 'd'] })).toBe('tooManyPhotos');
    expect(itemProblem({ state: 'fail', note: 'x'.repeat(501) })).toBe('noteTooLong');
  });

  it('shows the newest published report of each car; drafts never', () => {
    const latest = latestPublished([
      report({ id: 'old', inspectedOn: '2026-08-01' }),
      report({ id: 'new', inspectedOn: '2026-11-12' }),
      report({ id: 'draft', inspectedOn: '2026-11-20', status: 'draft', publishedAt: null }),
      report({ id: 'other', vehicleId: 'v2', inspectedOn: '2026-01-01' }),
    ]);
    expect([...latest].map(([v, r]) => [v, r.id])).toEqual([
      ['v1', 'new'],
      ['v2', 'other'],
    ]);
  });

  it('is due again after 90 days or 1,000 km, or when there is none', () => {
    const r = report({ inspectedOn: '2026-08-30', odometerKm: 12_000 });
    expect(dueReason(r, 12_000, new Date('2026-11-28T00:00:00Z'))).toBe('none');
    expect(dueReason(r, 13_001, new Date('2026-11-28T00:00:00Z'))).toBe('mileage');
    expect(dueReason(r, 13_000, new Date('2026-11-28T00:00:00Z'))).toBe('none');
    expect(dueReason(r, 12_000, new Date('2026-11-29T01:00:00Z'))).toBe('age');
    expect(dueReason(null, 12_000, new Date('2026-11-28T00:00:00Z'))).toBe('never');
  });

  it('writes the date as 12 Nov 2026, with Malay months on Malay pages', () => {
    expect(formatInspectionDate('2026-11-12', 'en')).toBe('12 Nov 2026');
    expect(formatInspectionDate('2026-08-03', 'ms')).toBe('3 Ogo 2026');
  });
});
