// The worker's shared database (tests/support/shared-database.ts): each test file borrows it from
// the seeded rows, whatever the file before it wrote, and a file that changed a definition hands
// back a database that is not lent again.
import { describe, expect, it } from 'vitest';
import { DEMO_SEED_FILE } from '../../scripts/supabase/app/site-seed.ts';
import type { Queryable } from '../../scripts/supabase/server.ts';
import { borrowDatabase } from '../support/shared-database.ts';

const CAR = '5eed0000-0000-4000-8000-000000000002';

/** What the seed leaves: 20 cars, the X5 at RM 428,000, no accounts, no refresh token issued yet. */
const state = async (db: Queryable) =>
  (
    await db.query(
      `select (select count(*)::int from public.vehicles) as cars,
        (select price::text from public.vehicles where id = $1) as price,
        (select count(*)::int from auth.users) as users,
        nextval('auth.refresh_tokens_id_seq')::int as next_token`,
      [CAR],
    )
  ).rows[0];

const seeded = { cars: 20, price: '428000.00', users: 0, next_token: 1 };

describe('the shared database', () => {
  it('is lent again with the seeded rows and sequences, whatever the last borrower wrote', async () => {
    const first = await borrowDatabase(DEMO_SEED_FILE);
    const { db } = first.database;
    expect(await state(db)).toEqual(seeded);
    await db.exec(`
      update public.vehicles set price = 1 where id = '${CAR}';
      set session_replication_role = replica;
      delete from public.vehicles where id <> '${CAR}' and id in (select id from public.vehicles limit 3);
      reset session_replication_role;
      insert into auth.users (id, email) values (gen_random_uuid(), 'borrower@mewah.test');
      select nextval('auth.refresh_tokens_id_seq');
      set search_path to auth;
    `);
    expect(await state(db)).toEqual({ cars: 17, price: '1.00', users: 1, next_token: 3 });
    await first.giveBack();

    const second = await borrowDatabase(DEMO_SEED_FILE);
    expect(second.database).toBe(first.database);
    expect(await state(second.database.db)).toEqual(seeded);
    expect((await second.database.db.query('show search_path')).rows).toEqual([
      { search_path: '"$user", public, extensions' },
    ]);
    await second.giveBack();
  });

  it('is not lent again once a borrower changed a definition', async () => {
    const first = await borrowDatabase(DEMO_SEED_FILE);
    await first.database.db.exec(`create function public.left_behind() returns int language sql as 'select 1'`);
    await first.giveBack();

    const second = await borrowDatabase(DEMO_SEED_FILE);
    expect(second.database).not.toBe(first.database);
    expect((await second.database.db.query(`select to_regproc('public.left_behind') as fn`)).rows).toEqual([
      { fn: null },
    ]);
    expect(await state(second.database.db)).toEqual(seeded);
    await second.giveBack();
  });
});
