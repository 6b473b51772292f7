// The database's checks on inspection reports (supabase/migrations/20261128130000_inspections.sql),
// which mirror INSPECTION_LIMITS of src/lib/inspection/report.ts: each limit is stored, one past it
// is refused with the named check, and a note is required for Attention and Fail.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';
import { INSPECTION_LIMITS } from '~/lib/inspection/report';

let server: TestServer;
let staff: SupabaseClient;
let vehicleId: string;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'checker');
});
beforeAll(async () => {
  const { data, error } = await staff
    .from('vehicles')
    .insert(anInsert({ model: 'Checks Probe' }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  vehicleId = (data as { id: string }).id;
});

const row = (over: Record<string, unknown>): Record<string, unknown> => ({
  vehicle_id: vehicleId,
  inspector_name: 'Lim Wei Jie',
  inspector_kind: 'third_party',
  odometer_km: 40_000,
  ...over,
});
const stored = async (over: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const { data, error } = await staff
    .from('vehicle_inspections')
    .insert(row(over))
    .select('id, status, inspected_on, published_at')
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
};
const refused = async (over: Record<string, unknown>, constraint: string): Promise<void> => {
  const { error, status } = await staff.from('vehicle_inspections').insert(row(over));
  expect(status).toBe(400);
  expect(error?.code).toBe('23514');
  expect(error?.message).toContain(constraint);
};
const items = (result: Record<string, unknown>): Record<string, unknown> => ({ 'brakes.front_pads': result });

describe('vehicle_inspections checks', () => {
  it('stores a draft with the four states, a note, a measurement and three seed photos', async () => {
    const saved = await stored({
      items: {
        'documents.chassis_number': { state: 'pass' },
        'brakes.front_pads': {
          state: 'attention',
          note: 'Pads at 3 mm',
          value: 3,
          photos: ['/seed/a.svg', '/seed/b.svg', '/seed/c.svg'],
        },
        'brakes.rear_pads': { state: 'fail', note: 'Worn to the backing plate' },
        'road_test.cruise_control': { state: 'not_inspected' },
      },
    });
    expect(saved.status).toBe('draft');
    expect(saved.published_at).toBeNull();
    expect(saved.inspected_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a state that is not one of the four', async () => {
    await refused({ items: items({ state: 'ok' }) }, 'vehicle_inspections_items_valid');
    await refused({ items: items({ note: 'no state' }) }, 'vehicle_inspections_items_valid');
    await refused({ status: 'archived' }, 'vehicle_inspections_status_option');
    await refused({ inspector_kind: 'friend' }, 'vehicle_inspections_inspector_kind_option');
  });

  it('requires a note for Attention and Fail', async () => {
    await refused({ items: items({ state: 'attention' }) }, 'vehicle_inspections_items_valid');
    await refused({ items: items({ state: 'fail', note: '   ' }) }, 'vehicle_inspections_items_valid');
    await stored({ items: items({ state: 'pass', note: 'New pads fitted' }) });
  });

  it('holds the note, photo, measurement, name and odometer limits', async () => {
    // A photo of this project's bucket: its URL starts with the API's origin.
    const PHOTO = `${server.url}/storage/v1/object/public/vehicle-images/inspections/a.jpg`;
    const note = 'n'.repeat(INSPECTION_LIMITS.note);
    await stored({ items: items({ state: 'fail', note }) });
    await refused({ items: items({ state: 'fail', note: `${note}n` }) }, 'vehicle_inspections_items_valid');
    await stored({ items: items({ state: 'pass', photos: [PHOTO, PHOTO, PHOTO] }) });
    await refused(
      { items: items({ state: 'pass', photos: [PHOTO, PHOTO, PHOTO, PHOTO] }) },
      'vehicle_inspections_items_valid',
    );
    await refused(
      { items: items({ state: 'pass', photos: ['https://evil.example/x.jpg'] }) },
      'vehicle_inspections_items_valid',
    );
    await stored({ items: items({ state: 'pass', value: INSPECTION_LIMITS.value }) });
    await refused(
      { items: items({ state: 'pass', value: INSPECTION_LIMITS.value + 1 }) },
      'vehicle_inspections_items_valid',
    );
    await refused({ items: items({ state: 'pass', value: '3' }) }, 'vehicle_inspections_items_valid');
    await refused({ items: items({ state: 'pass', html: '<b>' }) }, 'vehicle_inspections_items_valid');
    await refused({ items: { 'Bad Key': { state: 'pass' } } }, 'vehicle_inspections_items_valid');
    await stored({ inspector_name: 'a'.repeat(INSPECTION_LIMITS.inspectorName) });
    await refused(
      { inspector_name: 'a'.repeat(INSPECTION_LIMITS.inspectorName + 1) },
      'vehicle_inspections_inspector_name_length',
    );
    await refused({ inspector_name: '  ' }, 'vehicle_inspections_inspector_name_length');
    await refused({ odometer_km: INSPECTION_LIMITS.odometer + 1 }, 'vehicle_inspections_odometer_range');
    await refused({ auction_overall: '7' }, 'vehicle_inspections_auction_overall_option');
    await stored({ auction_overall: '4.5', auction_interior: 'B' });
  });

  it('stamps published_at on publishing and clears it on going back to draft; the stamp is not the caller’s', async () => {
    const draft = await stored({ published_at: undefined });
    const pub = await staff
      .from('vehicle_inspections')
      .update({ status: 'published' })
      .eq('id', draft.id as string)
      .select('published_at')
      .single();
    expect(pub.data?.published_at).not.toBeNull();
    const back = await staff
      .from('vehicle_inspections')
      .update({ status: 'draft' })
      .eq('id', draft.id as string)
      .select('published_at')
      .single();
    expect(back.data?.published_at).toBeNull();
    const forged = await staff.from('vehicle_inspections').insert(row({ published_at: '2020-01-01T00:00:00Z' }));
    expect(forged.error?.code).toBe('42501');
  });

  it("publishing a report touches its car's updated_at (the rebuild hook's cue); a draft does not", async () => {
    const stamp = async () =>
      ((await staff.from('vehicles').select('updated_at').eq('id', vehicleId).single()).data as { updated_at: string })
        .updated_at;
    const before = await stamp();
    const draft = await stored({});
    expect(await stamp()).toBe(before);
    await staff
      .from('vehicle_inspections')
      .update({ status: 'published' })
      .eq('id', draft.id as string);
    expect(Date.parse(await stamp())).toBeGreaterThan(Date.parse(before));
  });

  it('refuses a bucket photo from another host for a signed-in writer', async () => {
    const { error } = await staff.from('vehicle_inspections').insert(
      row({
        items: items({
          state: 'pass',
          photos: ['https://other.example/storage/v1/object/public/vehicle-images/inspections/x.jpg'],
        }),
      }),
    );
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe("Inspection photos must come from this project's storage or /seed/");
  });
});
