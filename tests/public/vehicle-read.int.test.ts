// The one paged reader (src/data/vehicles/read.ts) against the embedded server with the project's
// migrations and seed: keyset pages in the one order, and the make-or-model search with its total.
import { describe, expect, it } from 'vitest';
import { readAll, readPage, type RestSource } from '~/data/vehicles';
import { withTestServer, type TestServer } from '../support/helpers.ts';

let server: TestServer;
let anon: RestSource;

withTestServer(async (s) => {
  server = s;
  anon = { url: s.url, anonKey: s.publishableKey };
});

describe('the one paged reader', () => {
  it('pages by keyset in the one order, exactly as one ordered read', async () => {
    const all = await server
      .anon()
      .from('vehicles')
      .select('id')
      .is('deleted_at', null)
      .order('created_at', { ascending: false })
      .order('id');
    const paged = await readAll(anon, { columns: 'card', limit: 4 });
    expect(paged.map((r) => r.id)).toEqual(all.data?.map((r) => r.id));
  });

  it('searches make or model, case-insensitively, with the total on the first page', async () => {
    const page = await readPage(anon, { columns: 'page', limit: 100, search: 'porS', count: true });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.make === 'Porsche' || r.model.toLowerCase().includes('pors'))).toBe(true);
    expect(page.total).toBe(page.rows.length);
    expect((await readPage(anon, { columns: 'page', limit: 100, search: '%' })).rows).toEqual([]);
  });
});
