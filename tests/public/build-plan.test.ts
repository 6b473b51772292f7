import { describe, expect, it } from 'vitest';
import { affectedPages, type BuildManifest, type PagePlan } from '~/data/vehicles/server';

const plan = (id: string, page: string, card: string, similar: string[]): PagePlan => ({ id, page, card, similar });
const manifest = (...vehicles: PagePlan[]): BuildManifest => ({ version: 2, vehicles, inventory: [] });
const none = { inventoryRender: [], inventoryRemove: [] };

describe('affectedPages', () => {
  const before = manifest(
    plan('a', 'pa', 'ca', ['b', 'c']),
    plan('b', 'pb', 'cb', ['a', 'c']),
    plan('c', 'pc', 'cc', ['a', 'b']),
    plan('d', 'pd', 'cd', ['e']),
    plan('e', 'pe', 'ce', ['d']),
  );

  it('renders nothing when nothing changed', () => {
    expect(affectedPages(before, before)).toEqual({ render: [], remove: [], ...none });
  });

  it('renders the edited page and every page that lists the edited card', () => {
    const after = manifest(
      plan('a', 'pa2', 'ca2', ['b', 'c']),
      plan('b', 'pb', 'cb', ['a', 'c']),
      plan('c', 'pc', 'cc', ['a', 'b']),
      plan('d', 'pd', 'cd', ['e']),
      plan('e', 'pe', 'ce', ['d']),
    );
    expect(affectedPages(before, after)).toEqual({ render: ['a', 'b', 'c'], remove: [], ...none });
  });

  it('a page-only change (not on the card) renders that page alone', () => {
    const after = manifest(
      plan('a', 'pa', 'ca', ['b', 'c']),
      plan('b', 'pb', 'cb', ['a', 'c']),
      plan('c', 'pc', 'cc', ['a', 'b']),
      plan('d', 'pd2', 'cd', ['e']),
      plan('e', 'pe', 'ce', ['d']),
    );
    expect(affectedPages(before, after)).toEqual({ render: ['d'], remove: [], ...none });
  });

  it('renders pages whose similar list changed, new pages, and removes the pages of vanished vehicles', () => {
    const after = manifest(
      plan('a', 'pa', 'ca', ['b', 'f']),
      plan('b', 'pb', 'cb', ['a', 'f']),
      plan('d', 'pd', 'cd', ['e']),
      plan('e', 'pe', 'ce', ['d']),
      plan('f', 'pf', 'cf', ['a', 'b']),
    );
    expect(affectedPages(before, after)).toEqual({ render: ['a', 'b', 'f'], remove: ['c'], ...none });
  });
});

describe('a sale in the rebuild plan', () => {
  it('a car marked sold leaves the similar lists, so the pages that showed it are rendered again', async () => {
    const { manifestOf, vehiclePagesOf } = await import('~/data/vehicles/server');
    const { toCard } = await import('~/data/vehicles/server');
    const { inventory } = await import('../support/public-fixtures');
    const build = (list: typeof inventory) => manifestOf(vehiclePagesOf(list, list.map(toCard), 3), toCard);
    const before = build(inventory);
    const listing = (m: BuildManifest) => m.vehicles.filter((p) => p.similar.includes('gle')).map((p) => p.id).sort();
    expect(listing(before)).toEqual(['cayenne', 'huracan', 'x5']);
    const after = build(inventory.map((v) => (v.id === 'gle' ? { ...v, status: 'sold' as const } : v)));
    expect(listing(after)).toEqual([]);
    expect(affectedPages(before, after).render.sort()).toEqual(['cayenne', 'gle', 'huracan', 'x5']);
  });
});

describe('static inventory pages in the rebuild plan', () => {
  const withPages = (...inventory: string[]): BuildManifest => ({ version: 2, vehicles: [], inventory });

  it('renders the numbered pages whose hash changed, new ones, and removes the ones gone', () => {
    expect(affectedPages(withPages('h2', 'h3', 'h4'), withPages('h2', 'h3x', 'h4'))).toMatchObject({
      inventoryRender: [3],
      inventoryRemove: [],
    });
    expect(affectedPages(withPages('h2'), withPages('h2', 'h3'))).toMatchObject({ inventoryRender: [3], inventoryRemove: [] });
    expect(affectedPages(withPages('h2', 'h3', 'h4'), withPages('h2x'))).toMatchObject({
      inventoryRender: [2],
      inventoryRemove: [3, 4],
    });
  });

  it('a price edit changes the one page that shows the card; a sale shifts every later page', async () => {
    const { manifestOf, vehiclePagesOf } = await import('~/data/vehicles/server');
    const { toCard } = await import('~/data/vehicles/server');
    const { inventory } = await import('../support/public-fixtures');
    // The fixture cars over and over, 60 in all with ids of their own: /inventory and two numbered pages (24 a page).
    const many = Array.from({ length: 60 }, (_, i) => ({ ...inventory[i % inventory.length]!, id: `v${String(i).padStart(2, '0')}`, status: 'available' as const }));
    const build = (list: typeof inventory) => manifestOf(vehiclePagesOf(list, list.map(toCard), 3), toCard);
    const before = build(many);
    expect(before.inventory).toHaveLength(2);
    const repriced = build(many.map((v) => (v.id === 'v30' ? { ...v, price: v.price + 1 } : v)));
    expect(affectedPages(before, repriced)).toMatchObject({ inventoryRender: [2], inventoryRemove: [] });
    const sold = build(many.map((v) => (v.id === 'v01' ? { ...v, status: 'sold' as const } : v)));
    // 59 listed: still three pages in all, but every card from the second on moves up one place.
    expect(affectedPages(before, sold)).toMatchObject({ inventoryRender: [2, 3], inventoryRemove: [] });
  });
});
