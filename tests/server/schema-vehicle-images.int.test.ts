// The vehicle-images bucket through the real supabase-js: visitors view but never upload or remove,
// staff upload and remove, and only the four raster types up to 10 MB are stored, even from staff.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

let n = 0;
/** A new account; the server's sign-up mode makes it staff. */
async function signUp(): Promise<{ client: SupabaseClient }> {
  const client = server.client();
  const email = `images${++n}.${Date.now()}@mewah.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'Sup3r-secret' });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up gave no session');
  return { client };
}

describe('vehicle-images bucket', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test')]);
  const publicUrl = (path: string): string =>
    server.anon().storage.from('vehicle-images').getPublicUrl(path).data.publicUrl;

  it('refuses anonymous uploads and removals; staff upload, visitors view, staff remove', async () => {
    const anon = server.anon().storage.from('vehicle-images');
    const anonUp = await anon.upload('anon/evil.png', PNG, { contentType: 'image/png' });
    expect(anonUp.error?.message).toMatch(/row-level security/);
    expect((await fetch(publicUrl('anon/evil.png'))).status).not.toBe(200);

    const staff = (await signUp()).client.storage.from('vehicle-images');
    expect((await staff.upload('cars/1700000000000-0.png', PNG, { contentType: 'image/png' })).error).toBeNull();
    const seen = await fetch(publicUrl('cars/1700000000000-0.png'));
    expect([seen.status, Buffer.from(await seen.arrayBuffer()).equals(PNG)]).toEqual([200, true]);

    expect((await anon.remove(['cars/1700000000000-0.png'])).data ?? []).toEqual([]);
    expect((await fetch(publicUrl('cars/1700000000000-0.png'))).status).toBe(200);
    expect((await staff.remove(['cars/1700000000000-0.png'])).error).toBeNull();
    expect((await fetch(publicUrl('cars/1700000000000-0.png'))).status).not.toBe(200);
  });

  it('accepts only the four raster types and at most 10 MB, even from staff', async () => {
    const staff = (await signUp()).client.storage.from('vehicle-images');
    const svg = await staff.upload('cars/x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      contentType: 'image/svg+xml',
    });
    const html = await staff.upload('cars/x.html', Buffer.from('<!doctype html><p>hi</p>'), {
      contentType: 'text/html',
    });
    const big = await staff.upload('cars/big.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), {
      contentType: 'image/png',
    });
    expect(svg.error?.message).toMatch(/mime type image\/svg\+xml is not supported/);
    expect(html.error?.message).toMatch(/mime type text\/html is not supported/);
    expect(big.error?.message).toMatch(/exceeded the maximum allowed size/);
    const listed = await staff.list('cars');
    expect((listed.data ?? []).map((o) => o.name)).toEqual([]);
  });
});
