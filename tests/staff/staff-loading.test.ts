// /manage-inventory's loading path: the first page and the staff checks asked once, ahead of the
// guards, and taken by them instead of asked again (src/features/admin/stock/inventory-store.ts,
// src/features/admin/workspace/staff-checks.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleRepo } from '~/data/vehicles';

const rpc = vi.fn(async (name: string) => ({
  data: name === 'my_staff_membership' ? [{ role: 'manager', status: 'active' }] : true,
  error: null,
}));
vi.mock('~/data/supabase', () => ({ getSupabase: () => ({ rpc }) }));

const { $inventory, bindInventory, prefetchInventory, startInventory } =
  await import('~/features/admin/stock/inventory-store');
const { forgetStaffChecks, prefetchStaffChecks, staffMembership, staffTwoFactorRequired } =
  await import('~/features/admin/workspace/staff-checks');

function countingRepo(): { repo: VehicleRepo; pages: () => number } {
  let pages = 0;
  const repo = {
    page: async () => {
      pages++;
      return { vehicles: [], next: null, total: 0 };
    },
  } as unknown as VehicleRepo;
  return { repo, pages: () => pages };
}

describe('the first page of vehicles', () => {
  it('asked ahead is taken once by the list, which asks again only when it appears anew', async () => {
    const { repo, pages } = countingRepo();
    bindInventory(repo);
    prefetchInventory();
    await startInventory();
    await vi.waitFor(() => expect($inventory.get().status).toBe('ready'));
    expect(pages()).toBe(1);
    await startInventory();
    expect(pages()).toBe(2);
  });

  it('without a page asked ahead, the list asks for it', async () => {
    const { repo, pages } = countingRepo();
    bindInventory(repo);
    await startInventory();
    expect(pages()).toBe(1);
  });
});

describe('the staff checks', () => {
  beforeEach(() => {
    forgetStaffChecks();
    rpc.mockClear();
  });

  it('asked ahead are each asked once, whoever reads them and how often', async () => {
    prefetchStaffChecks();
    expect(await staffMembership('u1')).toEqual({ role: 'manager', status: 'active' });
    expect(await staffTwoFactorRequired('u1')).toBe(true);
    await staffMembership('u1');
    await staffTwoFactorRequired('u1');
    expect(rpc.mock.calls.map(([name]) => name).sort()).toEqual([
      'get_staff_two_factor_required',
      'my_staff_membership',
    ]);
  });

  it('another user, or a forgotten answer, is asked afresh', async () => {
    await staffMembership('u1');
    await staffMembership('u2');
    forgetStaffChecks();
    await staffMembership('u2');
    expect(rpc.mock.calls.filter(([name]) => name === 'my_staff_membership')).toHaveLength(3);
  });
});
