// PostgREST's resource embedding on the embedded server, through the real supabase-js: each answer
// is the one hosted PostgREST gives for the same schema (docs/embedded-server.md).
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { DEALER_MIGRATIONS, DEALER_SEED } from '../support/rest-dealer-fixture.ts';

let server: TestServer;
const models = (rows: { model: string }[] | null): string[] => (rows ?? []).map((r) => r.model);
withTestServer(
  (s) => {
    server = s;
  },
  { migrationsDir: DEALER_MIGRATIONS, seedFile: DEALER_SEED },
);

describe('relationships from foreign keys', () => {
  it('embeds a many-to-one parent as an object', async () => {
    const { data, error } = await server.anon().from('cars').select('model, makes(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { model: '911 Carrera', makes: { name: 'Porsche' } },
      { model: 'Cayenne', makes: { name: 'Porsche' } },
      { model: 'Roma', makes: { name: 'Ferrari' } },
    ]);
  });

  it('embeds one-to-many children as an array, with their own order, limit and filters', async () => {
    const { data, error } = await server
      .anon()
      .from('reports')
      .select('id, report_items(label, ok)')
      .eq('report_items.ok', true)
      .order('label', { referencedTable: 'report_items', ascending: false })
      .limit(1, { referencedTable: 'report_items' })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, report_items: [{ label: 'lights', ok: true }] },
      { id: 2, report_items: [{ label: 'brakes', ok: true }] },
      { id: 3, report_items: [{ label: 'engine', ok: true }] },
    ]);
  });

  it('embeds many-to-many through a junction table, and nests embeds', async () => {
    const { data, error } = await server
      .anon()
      .from('makes')
      .select('name, cars(model, tags(name))')
      .eq('name', 'Porsche')
      .order('id', { referencedTable: 'cars' })
      .order('name', { referencedTable: 'cars.tags' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Porsche',
        cars: [
          { model: '911 Carrera', tags: [{ name: 'coupe' }] },
          { model: 'Cayenne', tags: [{ name: 'suv' }, { name: 'v8' }] },
        ],
      },
    ]);
  });

  it('keeps every parent with !left and only matching ones with !inner, in rows and count', async () => {
    const anon = server.anon();
    const left = await anon.from('cars').select('model, makes(name)').eq('makes.name', 'Ferrari').order('id');
    expect(left.data).toEqual([
      { model: '911 Carrera', makes: null },
      { model: 'Cayenne', makes: null },
      { model: 'Roma', makes: { name: 'Ferrari' } },
    ]);
    const inner = await anon
      .from('cars')
      .select('model, makes!inner(name)', { count: 'exact' })
      .eq('makes.name', 'Porsche')
      .order('id');
    expect({ data: inner.data, count: inner.count }).toEqual({
      data: [
        { model: '911 Carrera', makes: { name: 'Porsche' } },
        { model: 'Cayenne', makes: { name: 'Porsche' } },
      ],
      count: 2,
    });
    const withReports = await anon.from('cars').select('model, reports!inner(id)').order('id');
    expect(withReports.data).toEqual([
      { model: '911 Carrera', reports: [{ id: 1 }, { id: 2 }] },
      { model: 'Roma', reports: [{ id: 3 }] },
    ]);
  });

  it('orders parents by a column of a to-one embed, and refuses a to-many one (PGRST118)', async () => {
    const anon = server.anon();
    const ordered = await anon
      .from('cars')
      .select('model, makes(name)')
      .order('makes(name)', { ascending: true })
      .order('price', { ascending: false });
    expect(models(ordered.data)).toEqual(['Roma', '911 Carrera', 'Cayenne']);
    const refused = await anon.from('makes').select('name, cars(model)').order('cars(model)');
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 400, code: 'PGRST118' });
  });

  it('filters parents on an embed being null or not', async () => {
    const { data } = await server
      .anon()
      .from('cars')
      .select('model, seller:staff!sold_by(name)')
      .not('seller', 'is', null);
    expect(data).toEqual([{ model: '911 Carrera', seller: { name: 'Ben' } }]);
  });

  it('answers PGRST201 (300) with the candidates when two keys lead to the same table, and follows a hint', async () => {
    const anon = server.anon();
    const ambiguous = await anon.from('cars').select('model, staff(name)');
    expect({ status: ambiguous.status, error: ambiguous.error }).toEqual({
      status: 300,
      error: {
        code: 'PGRST201',
        message: "Could not embed because more than one relationship was found for 'cars' and 'staff'",
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'cars with staff',
            relationship: 'cars_listed_by_fkey using cars(listed_by) and staff(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'cars with staff',
            relationship: 'cars_sold_by_fkey using cars(sold_by) and staff(id)',
          },
        ],
        hint: "Try changing 'staff' to one of the following: 'staff!cars_listed_by_fkey', 'staff!cars_sold_by_fkey'. Find the desired relationship in the 'details' key.",
      },
    });
    const byColumn = await anon.from('cars').select('model, lister:staff!listed_by(name)').eq('id', 2);
    expect(byColumn.data).toEqual([{ model: 'Cayenne', lister: { name: 'Ben' } }]);
    const byKey = await anon.from('cars').select('model, staff!cars_sold_by_fkey(name)').eq('id', 1);
    expect(byKey.data).toEqual([{ model: '911 Carrera', staff: { name: 'Ben' } }]);
    const listed = await anon.from('staff').select('name, cars!listed_by(model)').eq('id', 1);
    expect(listed.data).toEqual([{ name: 'Aina', cars: [{ model: '911 Carrera' }, { model: 'Roma' }] }]);
  });

  it('refuses two embeds of one table under one name with 42712, as PostgREST’s lateral join aliases collide', async () => {
    const anon = server.anon();
    const twice = await anon.from('cars').select('model, staff!listed_by(name), staff!sold_by(name)');
    expect({ status: twice.status, error: twice.error }).toEqual({
      status: 400,
      error: {
        code: '42712',
        message: 'table name "cars_staff_1" specified more than once',
        details: null,
        hint: null,
      },
    });
    const named = await anon
      .from('cars')
      .select('model, lister:staff!listed_by(name), seller:staff!sold_by(name)')
      .eq('id', 1);
    expect(named.data).toEqual([{ model: '911 Carrera', lister: { name: 'Aina' }, seller: { name: 'Ben' } }]);
  });

  it('answers PGRST200 (400) for a relationship that does not exist', async () => {
    const { status, error } = await server.anon().from('cars').select('model, tyres(*)');
    expect({ status, error }).toEqual({
      status: 400,
      error: {
        code: 'PGRST200',
        message: "Could not find a relationship between 'cars' and 'tyres' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'cars' and 'tyres' in the schema 'public', but no matches were found.",
        hint: null,
      },
    });
  });

  it('refuses embedded parameters for an embed the select does not name (PGRST108)', async () => {
    const { status, error } = await server.anon().from('cars').select('model').eq('makes.name', 'Porsche');
    expect({ status, code: error?.code }).toEqual({ status: 400, code: 'PGRST108' });
  });
});

describe('computed fields, spreads and counts', () => {
  it('selects a computed field and embeds a computed relationship (ROWS 1: one object)', async () => {
    const { data, error } = await server.anon().from('cars').select('label, latest_report(id)').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ label: '911 Carrera (700000)', latest_report: { id: 2 } }]);
  });

  it('spreads a to-one embed into its parent', async () => {
    const { data } = await server.anon().from('cars').select('model, ...makes(make:name)').eq('id', 3);
    expect(data).toEqual([{ model: 'Roma', make: 'Ferrari' }]);
  });

  it('counts children with the bare count PostgREST always accepts, and refuses count() while aggregates are off', async () => {
    const anon = server.anon();
    const counted = await anon.from('reports').select('id, report_items(count)').order('id');
    expect(counted.data).toEqual([
      { id: 1, report_items: [{ count: 3 }] },
      { id: 2, report_items: [{ count: 1 }] },
      { id: 3, report_items: [{ count: 1 }] },
    ]);
    const refused = await anon.from('cars').select('price.sum()');
    expect({ status: refused.status, error: refused.error }).toEqual({
      status: 400,
      error: { code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null },
    });
  });

  it('embeds in the rows a function returns and in the rows a write returns', async () => {
    const anon = server.anon();
    const viaRpc = await anon.rpc('cars_over', { min_price: 600000 }).select('model, makes(name)');
    expect(viaRpc.data).toEqual([
      { model: '911 Carrera', makes: { name: 'Porsche' } },
      { model: 'Roma', makes: { name: 'Ferrari' } },
    ]);
    const updated = await anon.from('cars').update({ price: 510000 }).eq('id', 2).select('price, makes(name)');
    expect(updated.data).toEqual([{ price: 510000, makes: { name: 'Porsche' } }]);
  });

  it('counts items inside embeds against the select-item cap', async () => {
    const inner = Array.from({ length: 64 }, (_, i) => `c${i}:model`).join(',');
    const { status, error } = await server.anon().from('makes').select(`name, cars(${inner})`);
    expect({ status, code: error?.code }).toEqual({ status: 400, code: 'PGRST100' });
  });
});
