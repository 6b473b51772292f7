// A re-import is a sync: a dealer's weekly export, imported again after work on the site, changes
// only what the file says (the columns it has, the cells it fills), keeps photos, features, chassis
// numbers and notes, shows every change first (plan_import, nothing written), offers a choice for
// the cars it no longer holds, and one import is one undo. Fixtures are the dealer's own shape.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppSupabase } from '~/data/supabase';
import {
  importVehicles,
  planImport,
  recentImports,
  undoImport,
  type ImportInput,
  type ImportOptions,
} from '~/data/vehicles';
import { msOptions } from '~/i18n/ms';
import { importInputs } from '~/features/admin/stock/import/import-rows';
import { checkTable, guessMapping, readCsvTable } from '~/lib/staff/vehicle/csv';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';

const STORAGE = 'http://127.0.0.1/storage/v1/object/public/vehicle-images/';
const HEADER = 'Stock No,Make,Model,Year,Asking Price,Mileage,Fuel,Gearbox,Grade,Body,Colour,Remarks';

/** The dealer's export: one line per car, their own headers, a 'Remarks' column of private notes. */
const WEEK_1 = [
  HEADER,
  'SY-1,BMW,530e,2020,189000,42000,Hybrid,Auto,Very Good,Sedan,Black,Deposit paid by Dr. Lim',
  'SY-2,Mercedes-Benz,C200,2019,139000,51000,Petrol,Auto,Good,Sedan,White,',
  'SY-3,Porsche,Macan,2018,299000,60000,Petrol,Auto,Excellent,SUV,Grey,Trade-in from Ahmad',
  'SY-4,Toyota,Vellfire,2017,199000,70000,Petrol,Auto,Good,MPV,White,',
].join('\n');

/**
 * A week later: SY-1's price cut and SY-3's raised, SY-2 sold elsewhere (gone from the file), SY-5
 * new, SY-4's mileage cell left empty, SY-3's remark rewritten; still no photos column.
 */
const WEEK_2 = [
  HEADER,
  'SY-1,BMW,530e,2020,179000,42000,Hybrid,Auto,Very Good,Sedan,Black,Deposit paid by Dr. Lim',
  'SY-3,Porsche,Macan,2018,305000,60000,Petrol,Auto,Excellent,SUV,Grey,Trade-in; buyer wants tint',
  'SY-4,Toyota,Vellfire,2017,199000,,Petrol,Auto,Good,MPV,White,',
  'SY-5,Lexus,RX350,2021,329000,15000,Petrol,Auto,Excellent,SUV,Blue,',
].join('\n');

/** What the import dialog sends for a file: its checked rows and the fields its columns map. */
function fileOf(text: string, over: Partial<ImportOptions> = {}): { inputs: ImportInput[]; options: ImportOptions } {
  const table = readCsvTable(new TextEncoder().encode(text).buffer as ArrayBuffer);
  if (!table.ok) throw new Error(table.message);
  const mapping = guessMapping(table.header, {}, table.body, [msOptions]);
  const checked = checkTable(table, mapping, {
    storagePrefix: STORAGE,
    labels: [msOptions],
    incompleteAsDrafts: true,
  });
  if (!checked.ok) throw new Error(checked.message);
  const { inputs, columns } = importInputs(table, mapping, checked.rows, {});
  return { inputs, options: { columns, match: 'stock_number', clearEmpty: false, missing: 'leave', ...over } };
}

let server: TestServer;
let staff: SupabaseClient;
const app = () => staff as unknown as AppSupabase;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'syncer');
});

const car = async (stock: string) =>
  (
    await server
      .service()
      .from('vehicles')
      .select('id, price, previous_price, mileage, images, features, engine_capacity_cc, status, deleted_at')
      .eq('stock_number', stock)
      .single()
  ).data as {
    id: string;
    price: number;
    previous_price: number | null;
    mileage: number;
    images: string[];
    features: string[];
    engine_capacity_cc: number | null;
    status: string;
    deleted_at: string | null;
  };

const note = async (id: string) =>
  (await server.service().from('vehicle_private_notes').select('note').eq('vehicle_id', id)).data?.[0]?.note ?? null;

describe("a dealer's weekly re-export", () => {
  let firstImport: string | null = null;
  beforeAll(async () => {
    const { inputs, options } = fileOf(WEEK_1);
    const first = await importVehicles(app(), inputs, undefined, options);
    firstImport = first.importId;
    expect(first).toMatchObject({ inserted: 4, updated: 0, unchanged: 0, sold: 0, drafted: 0 });
    // The week's work on the site: photos, features, engine capacity and a chassis number.
    const one = await car('SY-1');
    await staff
      .from('vehicles')
      .update({
        images: ['/seed/bmw-530e/1.jpg', '/seed/bmw-530e/2.jpg', '/seed/bmw-530e/3.jpg', '/seed/bmw-530e/4.jpg'],
        features: ['Head-up display', 'Harman Kardon'],
        engine_capacity_cc: 1998,
      })
      .eq('id', one.id);
    await staff.from('vehicle_identifiers').insert({ vehicle_id: one.id, chassis_number: 'WBA51AG0X0CF12345' });
    const three = await car('SY-3');
    await staff
      .from('vehicles')
      .update({ images: ['/seed/macan/1.jpg', '/seed/macan/2.jpg'] })
      .eq('id', three.id);
  }, 60_000);

  it('keeps the remarks out of the public columns: each goes to the staff-only note', async () => {
    const one = await car('SY-1');
    expect(await note(one.id)).toBe('Deposit paid by Dr. Lim');
    const publicRow = await server.anon().from('vehicles').select('vehicle_details').eq('id', one.id).single();
    expect(JSON.stringify(publicRow.data)).not.toContain('Dr. Lim');
    const visitor = await server.anon().from('vehicle_private_notes').select('note');
    expect(visitor.data ?? []).toEqual([]);
  });

  it('previews exactly the changes, writing nothing', async () => {
    const { inputs, options } = fileOf(WEEK_2);
    const plan = await planImport(app(), inputs, options);
    expect(plan.rows.map((r) => [inputs[r.index]?.stockNumber, r.kind, r.changes])).toEqual([
      ['SY-1', 'update', { price: { old: 189000, new: 179000 } }],
      [
        'SY-3',
        'update',
        {
          price: { old: 299000, new: 305000 },
          private_note: { old: 'Trade-in from Ahmad', new: 'Trade-in; buyer wants tint' },
        },
      ],
      ['SY-4', 'unchanged', {}],
      ['SY-5', 'insert', {}],
    ]);
    expect(plan.missing.map((m) => [m.stockNumber, m.make, m.model, m.year])).toEqual([
      ['SY-2', 'Mercedes-Benz', 'C200', 2019],
    ]);
    expect((await car('SY-1')).price).toBe(189000);
    expect((await car('SY-5').catch(() => null)) ?? null).toBeNull();
  });

  it('writes only what the file says, marks the missing car sold, and one undo puts it all back', async () => {
    const { inputs, options } = fileOf(WEEK_2, { missing: 'sold' });
    const summary = await importVehicles(app(), inputs, undefined, options);
    expect(summary).toMatchObject({ inserted: 1, updated: 2, unchanged: 1, sold: 1, drafted: 0 });

    const one = await car('SY-1');
    expect(one).toMatchObject({
      price: 179000,
      // A cut through the file is announced as a price change, as 'Change the price' does.
      previous_price: 189000,
      mileage: 42000,
      images: ['/seed/bmw-530e/1.jpg', '/seed/bmw-530e/2.jpg', '/seed/bmw-530e/3.jpg', '/seed/bmw-530e/4.jpg'],
      features: ['Head-up display', 'Harman Kardon'],
      engine_capacity_cc: 1998,
    });
    const chassis = await server
      .service()
      .from('vehicle_identifiers')
      .select('chassis_number')
      .eq('vehicle_id', one.id);
    expect(chassis.data).toEqual([{ chassis_number: 'WBA51AG0X0CF12345' }]);
    const three = await car('SY-3');
    expect(three).toMatchObject({ price: 305000, images: ['/seed/macan/1.jpg', '/seed/macan/2.jpg'] });
    expect(await note(three.id)).toBe('Trade-in; buyer wants tint');
    // The empty mileage cell erased nothing.
    expect((await car('SY-4')).mileage).toBe(70000);
    expect((await car('SY-2')).status).toBe('sold');
    const five = await car('SY-5');
    expect(five).toMatchObject({ price: 329000, status: 'available', deleted_at: null });

    // One audit entry per car: SY-1's reads as the price change alone.
    const trail = await staff.rpc('get_vehicle_history', { p_vehicle_id: one.id });
    const latest = (trail.data as { action: string; changes: Record<string, unknown> }[])[0];
    expect(latest).toMatchObject({ action: 'update', changes: { price: { old: 189000, new: 179000 } } });

    const imports = await recentImports(app());
    expect(imports[0]).toMatchObject({ id: summary.importId, inserted: 1, updated: 2, sold: 1, undoneAt: null });
    expect(imports.map((i) => i.id)).toContain(firstImport);

    expect(await undoImport(app(), summary.importId ?? '')).toBe(4);
    expect(await car('SY-1')).toMatchObject({
      price: 189000,
      images: ['/seed/bmw-530e/1.jpg', '/seed/bmw-530e/2.jpg', '/seed/bmw-530e/3.jpg', '/seed/bmw-530e/4.jpg'],
      features: ['Head-up display', 'Harman Kardon'],
    });
    expect((await car('SY-3')).price).toBe(299000);
    expect(await note(three.id)).toBe('Trade-in from Ahmad');
    expect((await car('SY-2')).status).toBe('available');
    expect((await car('SY-5')).deleted_at).not.toBeNull();
    const undoneTrail = await staff.rpc('get_vehicle_history', { p_vehicle_id: one.id });
    expect((undoneTrail.data as { action: string; changes: Record<string, unknown> }[])[0]).toMatchObject({
      action: 'update',
      changes: { price: { old: 179000, new: 189000 } },
    });
    await expect(undoImport(app(), summary.importId ?? '')).rejects.toThrow('This import was already undone');
  }, 60_000);

  it("clears a value from an empty cell only with 'empty cells clear values', never one a listing needs", async () => {
    const noRemark = WEEK_2.replace(',Trade-in; buyer wants tint', ',');
    const off = fileOf(noRemark);
    const kept = await planImport(app(), off.inputs, off.options);
    const { inputs, options } = fileOf(noRemark, { clearEmpty: true });
    const plan = await planImport(app(), inputs, options);
    const row = (p: typeof plan, stock: string) => p.rows.find((r) => inputs[r.index]?.stockNumber === stock);
    expect(row(kept, 'SY-3')?.changes).toEqual({ price: { old: 299000, new: 305000 } });
    expect(row(plan, 'SY-3')?.changes).toEqual({
      price: { old: 299000, new: 305000 },
      private_note: { old: 'Trade-in from Ahmad', new: null },
    });
    // SY-4's empty mileage stays: a listed car cannot be without one.
    expect(row(plan, 'SY-4')?.kind).toBe('unchanged');
  });

  it('keeps the status of a car whose row is a draft only for the cells it lacks', async () => {
    const withStatus = WEEK_2.replace(',Remarks', ',Remarks,Status').replace(/\n(SY-\d[^\n]*)/g, '\n$1,Available');
    const { inputs, options } = fileOf(withStatus);
    expect(options.columns).toContain('status');
    const four = inputs.find((v) => v.stockNumber === 'SY-4');
    expect(four).toMatchObject({ status: 'draft', incomplete: true });
    const plan = await planImport(app(), inputs, options);
    expect(plan.rows.find((r) => inputs[r.index]?.stockNumber === 'SY-4')?.kind).toBe('unchanged');
  });

  it('names the missing cars although a row has no stock number', async () => {
    const { data, error } = await staff.rpc('plan_import', {
      p_rows: [
        { stock_number: 'SY-1', make: 'BMW', model: '530e' },
        { stock_number: null, make: 'Honda', model: 'Civic' },
      ],
      p_options: {},
    });
    expect(error).toBeNull();
    const missing = (data as { missing: { stock_number: string }[] }).missing.map((m) => m.stock_number);
    expect(missing).toEqual(expect.arrayContaining(['SY-3', 'SY-4']));
    expect(missing).not.toContain('SY-1');
  });

  it('matched by chassis number, a file without stock numbers finds its cars and adds the new ones', async () => {
    const text = [
      'Chassis No,Make,Model,Year,Asking Price,Mileage,Fuel,Gearbox,Grade,Body,Colour',
      'wba51ag0x0cf12345,BMW,530e,2020,175000,42000,Hybrid,Auto,Very Good,Sedan,Black',
      'GRS191-0099999,Lexus,GS350,2016,119000,80000,Petrol,Auto,Good,Sedan,Silver',
    ].join('\n');
    const { inputs, options } = fileOf(text, { match: 'chassis_number' });
    expect(options.columns).toContain('chassis_number');
    const plan = await planImport(app(), inputs, options);
    expect(plan.rows.map((r) => [r.kind, r.changes])).toEqual([
      ['update', { price: { old: 189000, new: 175000 } }],
      ['insert', {}],
    ]);
    const summary = await importVehicles(app(), inputs, undefined, options);
    expect(summary).toMatchObject({ inserted: 1, updated: 1 });
    const added = await server
      .service()
      .from('vehicle_identifiers')
      .select('chassis_number, vehicles(model, stock_number)')
      .eq('chassis_number', 'GRS191-0099999');
    expect(added.data).toEqual([
      { chassis_number: 'GRS191-0099999', vehicles: { model: 'GS350', stock_number: null } },
    ]);
  });

  it('matched by no key, every row is a new car and no car is missing', async () => {
    const { inputs, options } = fileOf(WEEK_2.replace(/SY-/g, 'NK-'), { match: 'none' });
    const plan = await planImport(app(), inputs, options);
    expect(plan.rows.map((r) => r.kind)).toEqual(['insert', 'insert', 'insert', 'insert']);
    expect(plan.missing).toEqual([]);
  });
});
