// Where the embedded server used to answer unlike hosted PostgREST (an empty answer, a wrong status,
// a call it should refuse): filters with any/all, range operators, overloaded and unnamed
// functions, RPC counts, upserts, column defaults, max-affected, media types and schemas.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { DEALER_MIGRATIONS, DEALER_SEED } from '../support/rest-dealer-fixture.ts';

let server: TestServer;
withTestServer(
  (s) => {
    server = s;
  },
  {
    migrationsDir: DEALER_MIGRATIONS,
    seedFile: DEALER_SEED,
    configOverrides: (c) => ({ ...c, api: { ...c.api, schemas: ['public', 'extra'] } }),
  },
);

const models = (rows: { model: string }[] | null): string[] => (rows ?? []).map((r) => r.model);

describe('filters', () => {
  it('matches like/ilike with the any and all modifiers instead of answering []', async () => {
    const q = () => server.anon().from('cars').select('model').order('id');
    expect(models((await q().likeAnyOf('model', ['911*', 'Ro*'])).data)).toEqual(['911 Carrera', 'Roma']);
    expect(models((await q().likeAllOf('model', ['C*', '*e'])).data)).toEqual(['Cayenne']);
    expect(models((await q().ilikeAnyOf('model', ['cay*', 'roma'])).data)).toEqual(['Cayenne', 'Roma']);
    expect(models((await q().ilikeAllOf('model', ['%A%', '%R%'])).data)).toEqual(['911 Carrera', 'Roma']);
  });

  it('refuses a modifier an operator does not take', async () => {
    const res = await fetch(`${server.url}/rest/v1/cars?select=model&model=is(any).null`, {
      headers: { apikey: server.publishableKey },
    });
    expect({ status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({
      status: 400,
      code: 'PGRST100',
    });
  });

  it('applies the range operators sl, sr, nxl, nxr and adj', async () => {
    const q = () => server.anon().from('cars').select('model').order('id');
    expect(models((await q().rangeLt('years', '[2019,2020)')).data)).toEqual(['Cayenne']);
    expect(models((await q().rangeGt('years', '[2019,2020)')).data)).toEqual(['Roma']);
    expect(models((await q().rangeGte('years', '[2019,2020)')).data)).toEqual(['911 Carrera', 'Roma']);
    expect(models((await q().rangeLte('years', '[2019,2020)')).data)).toEqual(['Cayenne']);
    expect(models((await q().rangeAdjacent('years', '[2018,2019)')).data)).toEqual(['911 Carrera', 'Cayenne']);
  });
});

describe('query plans', () => {
  it('refuses a plan with 406 PGRST107 without pgrst.db_plan_enabled, as hosted does by default', async () => {
    const { status, error } = await server.anon().from('cars').select('model').explain({ format: 'json' });
    expect({ status, code: error?.code }).toEqual({ status: 406, code: 'PGRST107' });
  });
});

describe('functions', () => {
  it('refuses an ambiguous overload with PGRST203 (300) and calls one its argument names pick', async () => {
    const anon = server.anon();
    const ambiguous = await anon.rpc('pick', { a: 1 });
    expect({ status: ambiguous.status, error: ambiguous.error }).toEqual({
      status: 300,
      error: {
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      },
    });
    expect((await anon.rpc('choose', { b: 'x' })).data).toBe('b');
  });

  it('calls a function of one unnamed json argument with the body, and not one of an unnamed int', async () => {
    const anon = server.anon();
    expect((await anon.rpc('echo_json', { hello: 'world' })).data).toEqual({ hello: 'world' });
    const hidden = await anon.rpc('unnamed_int', { '': 1 });
    expect({ status: hidden.status, code: hidden.error?.code, message: hidden.error?.message }).toEqual({
      status: 404,
      code: 'PGRST202',
      message: 'Could not find the function public.unnamed_int() in the schema cache',
    });
  });

  it('hints at the closest function name, or at the closest argument names of its overloads, as PostgREST does', async () => {
    const anon = server.anon();
    const misspelt = await anon.rpc('chose', { a: 1 });
    expect({ code: misspelt.error?.code, hint: misspelt.error?.hint }).toEqual({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.choose',
    });
    const wrongArgument = await anon.rpc('pick', { ab: 1 });
    expect(wrongArgument.error?.hint).toBe('Perhaps you meant to call the function public.pick(a)');
    expect((await anon.rpc('nothing_like_it', {})).error?.hint).toBeNull();
  });

  it('counts what a function returns', async () => {
    const anon = server.anon();
    const set = await anon.rpc('cars_over', { min_price: 0 }, { count: 'exact' }).limit(1);
    expect({ count: set.count, rows: set.data?.length, status: set.status }).toEqual({
      count: 3,
      rows: 1,
      status: 206,
    });
    const scalar = await anon.rpc('pick', { a: 'x' } as never, { count: 'exact', head: true });
    expect(scalar.count).toBeNull(); // ambiguous: refused, so nothing counted
    const one = await anon.rpc('choose', { a: 1 }, { count: 'exact' });
    expect({ data: one.data, count: one.count }).toEqual({ data: 'a', count: 1 });
  });
});

describe('writes', () => {
  it('answers an upsert 200 when it only updated and 201 when it inserted, returning the rows', async () => {
    const anon = server.anon();
    const updated = await anon
      .from('cars')
      .upsert({ id: 3, make_id: 2, model: 'Roma', price: 1100000 })
      .select('id, price');
    expect({ status: updated.status, data: updated.data }).toEqual({ status: 200, data: [{ id: 3, price: 1100000 }] });
    const inserted = await anon
      .from('cars')
      .upsert({ id: 40, make_id: 3, model: 'Emira', price: 600000 })
      .select('id, model');
    expect({ status: inserted.status, data: inserted.data }).toEqual({
      status: 201,
      data: [{ id: 40, model: 'Emira' }],
    });
    const keyOnly = await anon.from('makes').select('name').eq('id', 1);
    expect(keyOnly.data).toEqual([{ name: 'Porsche' }]);
  });

  it('returns the row for on_conflict when only the key is given', async () => {
    const { data, error } = await server
      .anon()
      .from('plates')
      .upsert({ plate: 'WXY 1' }, { onConflict: 'plate' })
      .select('plate, note');
    expect(error).toBeNull();
    expect(data).toEqual([{ plate: 'WXY 1', note: 'on the Roma' }]);
  });

  it('fills identity and column defaults in a bulk insert with defaultToNull: false', async () => {
    const { data, error } = await server
      .anon()
      .from('cars')
      .insert(
        [
          { id: 50, make_id: 3, model: 'Evora', price: 400000, colour: 'green' },
          { make_id: 3, model: 'Elise', price: 300000 },
        ],
        { defaultToNull: false },
      )
      .select('model, colour, has_id:id');
    expect(error).toBeNull();
    expect(data?.map((r) => ({ model: r.model, colour: r.colour, numbered: typeof r.has_id === 'number' }))).toEqual([
      { model: 'Evora', colour: 'green', numbered: true },
      { model: 'Elise', colour: 'silver', numbered: true },
    ]);
  });

  it('refuses an update past max-affected with PGRST124 and changes nothing', async () => {
    const anon = server.anon();
    // maxAffected() is typed for clients that declare PostgREST 13 (hosted today); this one is untyped.
    const update = anon.from('cars').update({ colour: 'red' }).eq('make_id', 1) as unknown as {
      maxAffected(n: number): {
        select(cols: string): PromiseLike<{ status: number; error: { code: string; details: string } | null }>;
      };
    };
    const refused = await update.maxAffected(1).select('id');
    expect({ status: refused.status, code: refused.error?.code, details: refused.error?.details }).toEqual({
      status: 400,
      code: 'PGRST124',
      details: 'The query affects 2 rows',
    });
    const colours = await anon.from('cars').select('colour').eq('make_id', 1);
    expect(colours.data).toEqual([{ colour: 'silver' }, { colour: 'silver' }]);
  });

  it('ignores Prefer: tx=rollback, as hosted does with its default db-tx-end', async () => {
    const anon = server.anon();
    await anon.from('cars').update({ colour: 'blue' }).eq('id', 2).rollback();
    expect((await anon.from('cars').select('colour').eq('id', 2)).data).toEqual([{ colour: 'blue' }]);
  });
});

describe('answers', () => {
  it('writes CSV for Accept: text/csv, strips nulls when asked, and refuses a media type it cannot give', async () => {
    const anon = server.anon();
    const csv = await anon.from('makes').select('id, name').order('id').csv();
    expect(csv.data).toBe('id,name\n1,Porsche\n2,Ferrari\n3,Lotus');
    const stripped = await anon.from('cars').select('model, sold_by').eq('id', 2).stripNulls();
    expect(stripped.data).toEqual([{ model: 'Cayenne' }]);
    const geo = await anon.from('makes').select('id').geojson();
    expect({ status: geo.status, code: geo.error?.code }).toEqual({ status: 406, code: 'PGRST107' });
  });

  it('answers HEAD with count=planned 206 and the planner’s estimate', async () => {
    const { status, count } = await server.anon().from('cars').select('*', { head: true, count: 'planned' });
    expect({ status, counted: typeof count === 'number' && count > 0 }).toEqual({ status: 206, counted: true });
  });

  it('reads a second exposed schema and refuses one that is not exposed', async () => {
    const anon = server.anon();
    expect((await anon.schema('extra').from('notes').select('body')).data).toEqual([{ body: 'in extra' }]);
    const hidden = await anon.schema('auth').from('users').select('id');
    expect({ status: hidden.status, code: hidden.error?.code }).toEqual({ status: 406, code: 'PGRST106' });
  });

  it('answers .single() over several rows with PostgREST 12’s message', async () => {
    const { status, error } = await server.anon().from('cars').select('id').single();
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 406,
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
    });
  });
});
