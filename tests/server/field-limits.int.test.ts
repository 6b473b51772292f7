// The field table's limits (each field's `limits` in src/lib/vehicle/fields-staff.ts) and the database's
// checks (in the migrations) are the one thing kept twice on purpose: hosted Supabase runs the
// migrations, the form and the CSV import read the table. This checks that they agree: each limit
// read from the table is stored exactly, and one past it is refused by a check.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { columnOf } from '~/lib/vehicle/fields';
import { LIMITED_FIELDS, limitsOfAny } from '~/lib/vehicle/fields-staff';
import { signedUpClient, withTestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

let staff: SupabaseClient;
withTestServer(async (s) => {
  staff = await signedUpClient(s, 'field-limits');
});

const items = (n: number, length: number): string[] => Array.from({ length: n }, (_, i) => `${i}`.padEnd(length, 'x'));
const lists = (list: string[]) => ({ exterior: list, interior: list, drivetrain: list });

type Case = [name: string, accepted: unknown, refused: unknown[]];
/** At each limit of the table, and one past it. */
function casesOf(f: (typeof LIMITED_FIELDS)[number]): Case[] {
  const l = limitsOfAny(f) ?? {};
  const cases: Case[] = [];
  const wrap = f === 'vehicleDetails' ? lists : (list: string[]) => list;
  if (l.items !== undefined && l.length !== undefined) {
    cases.push([
      `${l.items} items of ${l.length} characters`,
      wrap(items(l.items, l.length)),
      [wrap(items(l.items + 1, 1)), wrap([`x`.repeat(l.length + 1)])],
    ]);
  } else if (l.length !== undefined) {
    cases.push([`${l.length} characters`, 'S'.repeat(l.length), ['S'.repeat(l.length + 1)]]);
  }
  if (l.text !== undefined)
    cases.push([`a text of ${l.text} characters`, 'T'.repeat(l.text), ['T'.repeat(l.text + 1)]]);
  if (l.min !== undefined) cases.push([`${l.min} (its minimum)`, l.min, [l.min - 1]]);
  if (l.max !== undefined) cases.push([`${l.max} (its maximum)`, l.max, [l.max + 1]]);
  return cases;
}

const table = LIMITED_FIELDS.flatMap((f) => casesOf(f).map(([name, ok, bad]) => [columnOf(f), name, ok, bad] as const));

describe("the field table's limits and the database's checks", () => {
  it.each(table)('%s: stores %s and refuses one past it', async (column, _name, ok, bad) => {
    const stored = await staff
      .from('vehicles')
      .insert(anInsert({ [column]: ok }))
      .select(column);
    expect(stored.error).toBeNull();
    expect(stored.data).toEqual([{ [column]: ok }]);
    for (const value of bad) {
      const { error, status } = await staff.from('vehicles').insert(anInsert({ [column]: value }));
      expect([status, error?.code]).toEqual([400, '23514']);
    }
  });
});
