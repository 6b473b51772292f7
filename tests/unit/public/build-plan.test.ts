import { describe, expect, it } from 'vitest';
import { affectedPages, type BuildManifest, type PagePlan } from '../../../src/lib/build-plan';

const plan = (id: string, page: string, card: string, similar: string[]): PagePlan => ({ id, page, card, similar });
const manifest = (...vehicles: PagePlan[]): BuildManifest => ({ version: 1, vehicles });

describe('affectedPages', () => {
  const before = manifest(
    plan('a', 'pa', 'ca', ['b', 'c']),
    plan('b', 'pb', 'cb', ['a', 'c']),
    plan('c', 'pc', 'cc', ['a', 'b']),
    plan('d', 'pd', 'cd', ['e']),
    plan('e', 'pe', 'ce', ['d']),
  );

  it('renders nothing when nothing changed', () => {
    expect(affectedPages(before, before)).toEqual({ render: [], remove: [] });
  });

  it('renders the edited page and every page that lists the edited card', () => {
    const after = manifest(
      plan('a', 'pa2', 'ca2', ['b', 'c']),
      plan('b', 'pb', 'cb', ['a', 'c']),
      plan('c', 'pc', 'cc', ['a', 'b']),
      plan('d', 'pd', 'cd', ['e']),
      plan('e', 'pe', 'ce', ['d']),
    );
    expect(affectedPages(before, after)).toEqual({ render: ['a', 'b', 'c'], remove: [] });
  });

  it('a page-only change (not on the card) renders that page alone', () => {
    const after = manifest(
      plan('a', 'pa', 'ca', ['b', 'c']),
      plan('b', 'pb', 'cb', ['a', 'c']),
      plan('c', 'pc', 'cc', ['a', 'b']),
      plan('d', 'pd2', 'cd', ['e']),
      plan('e', 'pe', 'ce', ['d']),
    );
    expect(affectedPages(before, after)).toEqual({ render: ['d'], remove: [] });
  });

  it('renders pages whose similar list changed, new pages, and removes the pages of vanished vehicles', () => {
    const after = manifest(
      plan('a', 'pa', 'ca', ['b', 'f']),
      plan('b', 'pb', 'cb', ['a', 'f']),
      plan('d', 'pd', 'cd', ['e']),
      plan('e', 'pe', 'ce', ['d']),
      plan('f', 'pf', 'cf', ['a', 'b']),
    );
    expect(affectedPages(before, after)).toEqual({ render: ['a', 'b', 'f'], remove: ['c'] });
  });
});

describe('a sale in the rebuild plan (issue 11)', () => {
  it('a car marked sold leaves the similar lists, so the pages that showed it are rendered again', async () => {
    const { manifestOf, vehiclePagesOf } = await import('../../../src/lib/build-plan');
    const { toCard } = await import('../../../src/data/vehicles');
    const { inventory } = await import('./fixtures');
    const build = (list: typeof inventory) => manifestOf(vehiclePagesOf(list, list.map(toCard), 3), toCard);
    const before = build(inventory);
    const listing = (m: BuildManifest) => m.vehicles.filter((p) => p.similar.includes('gle')).map((p) => p.id).sort();
    expect(listing(before)).toEqual(['cayenne', 'huracan', 'x5']);
    const after = build(inventory.map((v) => (v.id === 'gle' ? { ...v, status: 'sold' as const } : v)));
    expect(listing(after)).toEqual([]);
    expect(affectedPages(before, after).render.sort()).toEqual(['cayenne', 'gle', 'huracan', 'x5']);
  });
});
