// REST (PostgREST) behaviour of the embedded server, through the real supabase-js and raw fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED, USER_1, USER_2, asUser } from '../support/rest-fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED });
});
afterAll(async () => {
  await server?.stop();
});

const titles = (rows: { title: string }[] | null): string[] => (rows ?? []).map((r) => r.title);

describe('select', () => {
  it('returns chosen columns, renamed and cast, with JSON paths', async () => {
    const { data, error } = await server
      .anon()
      .from('notes')
      .select('title, stars:rating::text, km:data->>km, colour:data->colour->>name')
      .eq('title', 'Alpha');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Alpha', stars: '5', km: '100', colour: 'red' }]);
  });

  it('applies eq, neq, gt, gte, lt, lte, like, ilike, in and is', async () => {
    const anon = server.anon();
    const q = () => anon.from('notes').select('title').order('title');
    expect(titles((await q().eq('rating', 3)).data)).toEqual(['Beta']);
    expect(titles((await q().neq('rating', 3).gte('rating', 4)).data)).toEqual(['Alpha', 'Delta, with comma']);
    expect(titles((await q().gt('rating', 3).lt('rating', 5)).data)).toEqual(['Delta, with comma']);
    expect(titles((await q().lte('rating', 1)).data)).toEqual(['Gamma']);
    expect(titles((await q().like('title', '%elt%')).data)).toEqual(['Delta, with comma']);
    expect(titles((await q().like('title', 'B*')).data)).toEqual(['Beta']);
    expect(titles((await q().ilike('title', 'a%')).data)).toEqual(['Alpha']);
    expect(titles((await q().in('title', ['Gamma', 'Delta, with comma', 'nope'])).data)).toEqual([
      'Delta, with comma',
      'Gamma',
    ]);
    expect(titles((await q().is('body', null)).data)).toEqual(['Gamma']);
    expect(titles((await q().not('body', 'is', null).contains('tags', ['blue'])).data)).toEqual(['Alpha', 'Beta']);
  });

  it('combines or/and groups, including values with commas', async () => {
    const { data } = await server
      .anon()
      .from('notes')
      .select('title')
      .or('rating.eq.1,and(rating.gte.4,title.eq."Delta, with comma")')
      .order('title');
    expect(titles(data)).toEqual(['Delta, with comma', 'Gamma']);
  });

  it('treats values shaped like SQL injection as plain values', async () => {
    const anon = server.anon();
    const evil = await anon.from('notes').select('title').eq('title', "Alpha' or '1'='1");
    expect(evil.error).toBeNull();
    expect(evil.data).toEqual([]);
    const stored = await anon.from('notes').select('title').eq('title', "O'Brien; drop table notes");
    expect(titles(stored.data)).toEqual(["O'Brien; drop table notes"]);
    const inList = await anon.from('notes').select('title').in('title', ["x'); delete from notes; --", 'Beta']);
    expect(titles(inList.data)).toEqual(['Beta']);
    const count = await server.service().from('notes').select('*', { count: 'exact', head: true });
    expect(count.count).toBe(5);
  });

  it('never writes select-list text into SQL beyond quoted names and bare type names', async () => {
    const sneaky = encodeURIComponent('title::text from pg_roles --');
    const res = await fetch(`${server.url}/rest/v1/notes?select=${sneaky}`, {
      headers: { apikey: server.publishableKey },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('42703');
    const order = await fetch(
      `${server.url}/rest/v1/notes?select=title&order=${encodeURIComponent('title; drop table notes')}`,
      { headers: { apikey: server.publishableKey } },
    );
    expect(order.status).toBe(400);
    expect((await server.service().from('notes').select('*', { count: 'exact', head: true })).count).toBe(5);
  });

  it('refuses an unknown operator and a bad column with PostgREST errors', async () => {
    const res = await fetch(`${server.url}/rest/v1/notes?title=nope.x`, { headers: { apikey: server.publishableKey } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST100');
    const col = await server.anon().from('notes').select('nope');
    expect(col.error?.code).toBe('42703');
    expect(col.status).toBe(400);
  });

  it('orders, pages with range and counts with Content-Range', async () => {
    const { data, count, status } = await server
      .anon()
      .from('notes')
      .select('title', { count: 'exact' })
      .order('rating', { ascending: false })
      .range(1, 2);
    expect(titles(data)).toEqual(['Delta, with comma', 'Beta']);
    expect(count).toBe(5);
    expect(status).toBe(206);
    const res = await fetch(`${server.url}/rest/v1/notes?select=id&order=id`, {
      headers: { apikey: server.publishableKey, Range: '0-1', Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-1/5');
    expect(await res.json()).toHaveLength(2);
    const empty = await fetch(`${server.url}/rest/v1/notes?select=id&rating=gt.9`, {
      headers: { apikey: server.publishableKey, Prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
  });

  it('orders with nulls first or last', async () => {
    const { data } = await server
      .anon()
      .from('notes')
      .select('title')
      .order('body', { ascending: true, nullsFirst: true })
      .limit(1);
    expect(titles(data)).toEqual(['Gamma']);
    const last = await server
      .anon()
      .from('notes')
      .select('title')
      .order('body', { ascending: false, nullsFirst: false });
    expect(titles(last.data).at(-1)).toBe('Gamma');
  });

  it('answers single() with an object and 406 PGRST116 for zero or many rows', async () => {
    const one = await server.anon().from('notes').select('title').eq('title', 'Beta').single();
    expect(one.data).toEqual({ title: 'Beta' });
    const none = await server.anon().from('notes').select('title').eq('title', 'nothing').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const many = await server.anon().from('notes').select('title').single();
    expect(many.error?.code).toBe('PGRST116');
    const maybe = await server.anon().from('notes').select('title').eq('title', 'nothing').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('reads views and answers 404 PGRST205 for an unknown table', async () => {
    const view = await server.anon().from('note_titles').select('title').eq('title', 'Gamma');
    expect(view.data).toEqual([{ title: 'Gamma' }]);
    const missing = await server.anon().from('nope').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
  });
});

describe('writes', () => {
  it('inserts one or many rows and returns them with select()', async () => {
    const user = asUser(server, USER_1);
    const one = await user
      .from('notes')
      .insert({ title: 'W1', rating: 2, owner_id: USER_1 })
      .select('title, rating, owner_id')
      .single();
    expect(one.status).toBe(201);
    expect(one.data).toEqual({ title: 'W1', rating: 2, owner_id: USER_1 });
    // As PostgREST: a key missing from some rows is NULL unless Prefer: missing=default.
    const rows = [
      { title: 'W2', owner_id: USER_1 },
      { title: 'W3', tags: ['x'], owner_id: USER_1 },
    ];
    const nulls = await user.from('notes').insert(rows).select('title, tags');
    expect(nulls.error?.code).toBe('23502');
    const many = await user.from('notes').insert(rows, { defaultToNull: false }).select('title, tags');
    expect(many.data).toEqual([
      { title: 'W2', tags: [] },
      { title: 'W3', tags: ['x'] },
    ]);
    const minimal = await user.from('notes').insert({ title: 'W4', owner_id: USER_1 });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
  });

  it('fills defaults such as owner_id = auth.uid()', async () => {
    const { data } = await asUser(server, USER_2).from('notes').insert({ title: 'W5' }).select('owner_id').single();
    expect(data).toEqual({ owner_id: USER_2 });
  });

  it('updates and deletes only rows RLS lets the user touch', async () => {
    const user2 = asUser(server, USER_2);
    const foreign = await user2.from('notes').update({ body: 'hacked' }).eq('title', 'Alpha').select();
    expect(foreign.error).toBeNull();
    expect(foreign.data).toEqual([]);
    const own = await user2
      .from('notes')
      .update({ body: 'edited', rating: 5 })
      .eq('title', 'Gamma')
      .select('title, body, rating');
    expect(own.data).toEqual([{ title: 'Gamma', body: 'edited', rating: 5 }]);
    const plain = await user2.from('notes').update({ body: 'again' }).eq('title', 'Gamma');
    expect(plain.status).toBe(204);
    const delForeign = await user2.from('notes').delete().eq('title', 'Beta').select();
    expect(delForeign.data).toEqual([]);
    const del = await user2.from('notes').delete().eq('title', 'W5').select('title');
    expect(del.data).toEqual([{ title: 'W5' }]);
    const alpha = await server.anon().from('notes').select('body').eq('title', 'Alpha').single();
    expect(alpha.data).toEqual({ body: 'first' });
  });

  it('upserts on the primary key or an on_conflict column', async () => {
    const svc = server.service();
    const up = await svc
      .from('notes')
      .upsert({ title: 'Beta', body: 'merged' }, { onConflict: 'title' })
      .select('title, body, rating');
    expect(up.data).toEqual([{ title: 'Beta', body: 'merged', rating: 3 }]);
    const ignored = await svc
      .from('notes')
      .upsert({ title: 'Beta', body: 'ignored' }, { onConflict: 'title', ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
  });

  it('maps constraint errors to PostgREST statuses', async () => {
    const svc = server.service();
    const dup = await svc.from('notes').insert({ title: 'Alpha' });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    const check = await svc.from('notes').insert({ title: 'Bad', rating: 9 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await svc.from('notes').insert({ body: 'no title' });
    expect(notNull.error?.code).toBe('23502');
    const badType = await svc.from('notes').select('title').eq('rating', 'many');
    expect(badType.status).toBe(400);
    expect(badType.error?.code).toBe('22P02');
    const unknownCol = await svc.from('notes').insert({ title: 'X', colour: 'red' });
    expect(unknownCol.error?.code).toBe('PGRST204');
  });

  it('answers 42501 with 401 for anon and 403 for a signed-in user', async () => {
    const anon = await server.anon().from('notes').insert({ title: 'anon' });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const forged = await asUser(server, USER_1).from('notes').insert({ title: 'forged', owner_id: USER_2 });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    expect(forged.error?.message).toMatch(/row-level security/);
  });

  it('rolls a write back when single() fails', async () => {
    const svc = server.service();
    const res = await svc.from('notes').update({ body: 'bulk' }).gte('rating', 0).select().single();
    expect(res.status).toBe(406);
    const { data } = await svc.from('notes').select('title').eq('body', 'bulk');
    expect(data).toEqual([]);
  });
});

describe('[api] max_rows', () => {
  it('caps table reads and set-returning functions at the configured number of rows', async () => {
    const capped = await startTestServer({
      migrationsDir: FIXTURE_MIGRATIONS,
      seedFile: FIXTURE_SEED,
      configOverrides: (c) => ({ ...c, api: { maxRows: 2 } }),
    });
    try {
      const all = await capped.anon().from('notes').select('title', { count: 'exact' }).order('title');
      expect(titles(all.data)).toEqual(['Alpha', 'Beta']);
      expect(all.count).toBe(5);
      const asked = await capped.anon().from('notes').select('title').order('title').limit(4);
      expect(titles(asked.data)).toEqual(['Alpha', 'Beta']);
      const rated = await capped.anon().rpc('notes_rated', { min_rating: 1 }).select('title').order('title');
      expect(rated.data).toEqual([{ title: 'Alpha' }, { title: 'Beta' }]);
    } finally {
      await capped.stop();
    }
  });
});

describe('rpc', () => {
  it('calls functions by POST and GET with named and default arguments', async () => {
    expect((await server.anon().rpc('add_numbers', { a: 2, b: 40 })).data).toBe(42);
    expect((await server.anon().rpc('add_numbers', { a: 2 })).data).toBe(3);
    expect((await server.anon().rpc('add_numbers', { a: 5, b: 5 }, { get: true })).data).toBe(10);
    const rows = await server.anon().rpc('notes_rated', { min_rating: 4 });
    const expected = await server.anon().from('notes').select('*').gte('rating', 4).order('id');
    expect(rows.data).toEqual(expected.data);
    expect((rows.data as unknown[]).length).toBeGreaterThan(1);
  });

  it('shapes, filters, orders and pages rows a function returns', async () => {
    const expected = (
      await server.anon().from('notes').select('title').gte('rating', 4).order('title', { ascending: false })
    ).data;
    const post = await server
      .anon()
      .rpc('notes_rated', { min_rating: 1 })
      .select('title')
      .gte('rating', 4)
      .order('title', { ascending: false });
    expect(post.error).toBeNull();
    expect(post.data).toEqual(expected);
    const get = await server
      .anon()
      .rpc('notes_rated', { min_rating: 1 }, { get: true })
      .select('title')
      .gte('rating', 4)
      .order('title', { ascending: false })
      .limit(1);
    expect(get.data).toEqual(expected?.slice(0, 1));
  });

  it('loads extensions the migrations create (citext)', async () => {
    expect((await server.anon().rpc('same_ci', { a: 'BMW', b: 'bmw' })).data).toBe(true);
  });

  it('runs functions as the caller', async () => {
    expect((await server.anon().rpc('whoami')).data).toBe('anon');
    expect((await asUser(server, USER_2).rpc('whoami')).data).toBe(USER_2);
  });

  it('reports a missing function as 404 PGRST202 and raise as 400 P0001', async () => {
    const missing = await server.anon().rpc('nope', { x: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
    const wrongArgs = await server.anon().rpc('add_numbers', { c: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const raised = await server.anon().rpc('fail_with', { msg: 'Nope, not today' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'Nope, not today' });
  });
});

describe('keys and tokens', () => {
  it('refuses a missing or invalid apikey', async () => {
    const none = await fetch(`${server.url}/rest/v1/notes`);
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('No API key found in request');
    const forged = server.publishableKey.slice(0, -4) + 'AAAA';
    const bad = await fetch(`${server.url}/rest/v1/notes`, { headers: { apikey: forged } });
    expect(bad.status).toBe(401);
    expect((await bad.json()).message).toBe('Invalid API key');
  });

  it('refuses a bearer token with a bad signature or past its expiry', async () => {
    const bad = await fetch(`${server.url}/rest/v1/notes`, {
      headers: { apikey: server.publishableKey, Authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.status).toBe(401);
    expect((await bad.json()).code).toBe('PGRST301');
    const { userToken } = await import('../support/rest-fixture.ts');
    const expired = await fetch(`${server.url}/rest/v1/notes`, {
      headers: { apikey: server.publishableKey, Authorization: `Bearer ${userToken(server, USER_1, -10)}` },
    });
    expect(expired.status).toBe(401);
    expect((await expired.json()).code).toBe('PGRST303');
  });

  it('answers CORS preflight with the headers supabase-js sends', async () => {
    const res = await fetch(`${server.url}/rest/v1/notes`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,content-type,prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    for (const h of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'prefer',
      'range',
      'accept-profile',
      'content-profile',
      'x-upsert',
      'x-supabase-api-version',
      'cache-control',
    ]) {
      expect(allowed).toContain(h);
    }
    const get = await fetch(`${server.url}/rest/v1/notes?select=id`, {
      headers: { apikey: server.publishableKey, Origin: 'http://127.0.0.1:4321' },
    });
    expect(get.headers.get('access-control-expose-headers')).toMatch(/content-range/);
    expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
  });
});
