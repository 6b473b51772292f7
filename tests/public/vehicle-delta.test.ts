// What changed since a build (src/data/vehicles/inventory-delta.ts): the questions the delta asks the server.
import { describe, expect, it } from 'vitest';
import { fetchInventoryDelta } from '~/data/vehicles';

describe('fetchInventoryDelta', () => {
  it('asks two small questions and returns null when both answer nothing', async () => {
    const urls: URL[] = [];
    const fake = (async (url: string) => {
      urls.push(new URL(url));
      return new Response('[]', { status: 200 });
    }) as unknown as typeof fetch;
    const since = '2026-11-20T10:00:00.123456+00:00';
    expect(await fetchInventoryDelta({ url: 'http://api', anonKey: 'k', fetch: fake }, { updatedAt: since, count: 10_000 })).toBeNull();
    expect(urls.map((u) => u.pathname).sort()).toEqual(['/rest/v1/rpc/vehicle_deletions_since', '/rest/v1/vehicles']);
    const rows = urls.find((u) => u.pathname === '/rest/v1/vehicles')!.searchParams;
    expect(rows.get('select')).toBe('id,make,model,year,price,mileage,fuel_type,transmission,condition,body_type,images,variant,features,origin,previous_price,price_reduced_at,status,created_at,updated_at');
    expect(rows.get('updated_at')).toBe(`gt.${since}`);
    expect(rows.get('deleted_at')).toBe('is.null');
    expect(urls.find((u) => u.pathname.endsWith('vehicle_deletions_since'))!.searchParams.get('p_since')).toBe(since);
  });
});
