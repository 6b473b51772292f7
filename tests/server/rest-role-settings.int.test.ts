// PostgREST's in-database settings (`alter role authenticator set pgrst.…`), which hosted honours:
// with db-tx-end = commit-allow-override a request may ask for its writes to be rolled back, and
// with db-aggregates-enabled a select may aggregate, with db-plan-enabled a read may ask for its
// query plan. Without them (rest-fidelity, rest-embed) they are ignored or refused, as on a hosted
// project that has not set them.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { DEALER_MIGRATIONS, DEALER_SEED } from '../support/rest-dealer-fixture.ts';

const migrations = mkdtempSync(join(tmpdir(), 'rest-role-settings-'));
cpSync(DEALER_MIGRATIONS, migrations, { recursive: true });
writeFileSync(
  join(migrations, '20260101000100_pgrst_settings.sql'),
  `do $$ begin create role authenticator noinherit; exception when duplicate_object then null; end $$;
alter role authenticator set pgrst.db_tx_end to 'commit-allow-override';
alter role authenticator set pgrst.db_aggregates_enabled to 'true';
alter role authenticator set pgrst.db_plan_enabled to 'true';`,
);
afterAll(() => rmSync(migrations, { recursive: true, force: true }));

let server: TestServer;
withTestServer(
  (s) => {
    server = s;
  },
  { migrationsDir: migrations, seedFile: DEALER_SEED },
);

describe('pgrst role settings', () => {
  it('rolls a write back on Prefer: tx=rollback, still answering what it did', async () => {
    const anon = server.anon();
    const answer = await anon.from('cars').update({ colour: 'blue' }).eq('id', 2).select('colour').rollback();
    expect(answer.data).toEqual([{ colour: 'blue' }]);
    expect((await anon.from('cars').select('colour').eq('id', 2)).data).toEqual([{ colour: 'silver' }]);
  });

  it('aggregates, grouping by the other columns and inside embeds', async () => {
    const anon = server.anon();
    const grouped = await anon.from('cars').select('make_id, total:price.sum(), count()').order('make_id');
    expect(grouped.data).toEqual([
      { make_id: 1, total: 1200000, count: 2 },
      { make_id: 2, total: 1200000, count: 1 },
    ]);
    const embedded = await anon.from('makes').select('name, cars(price.max())').eq('id', 1);
    expect(embedded.data).toEqual([{ name: 'Porsche', cars: [{ max: 700000 }] }]);
  });
});

describe('pgrst.db_plan_enabled', () => {
  it('answers a read’s plan as JSON or text, with the options asked for', async () => {
    const anon = server.anon();
    const json = await anon.from('cars').select('model').explain({ format: 'json', verbose: true });
    expect(json.error).toBeNull();
    const plans = json.data as unknown as { Plan: { 'Node Type': string; Output?: string[] } }[];
    expect(plans.map((p) => p.Plan['Node Type'])).toEqual(['Aggregate']);
    expect(plans[0]?.Plan.Output).toBeDefined();
    const text = await anon.from('cars').select('model').explain();
    expect(text.data).toMatch(/^Aggregate {2}\(cost=/);
  });
});
