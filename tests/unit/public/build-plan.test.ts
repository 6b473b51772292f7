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
