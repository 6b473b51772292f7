// The rebuild contract (src/data/vehicles/rebuild-contract.server.ts): what the rebuild loop writes
// is what the build reads, and a malformed file is refused with the file and the problem named.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromRow,
  isPartial,
  readRebuildContract,
  REBUILD_FILE,
  REBUILD_SETTING,
  rebuildEnv,
  toRow,
  vehicleRowSchema,
  writeRebuildContract,
} from '~/data/vehicles/server';
import { x5 } from '../support/public-fixtures';

const ID = '5eed0000-0000-4000-8000-000000000002';
/** x5 as PostgREST returns it (a row of the page columns). */
const row = vehicleRowSchema.parse({ ...toRow(x5), id: ID, created_at: x5.createdAt, updated_at: x5.updatedAt });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mewah-contract-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes `text` as a contract file and reads it as a build started with it would. */
async function readText(text: string): Promise<unknown> {
  const file = path.join(dir, REBUILD_FILE);
  await writeFile(file, text);
  return readRebuildContract(rebuildEnv(file));
}

describe('the rebuild contract', () => {
  it('is one setting naming one file', () => {
    expect(REBUILD_SETTING).toBe('MEWAH_REBUILD');
    expect(rebuildEnv('/tmp/x/rebuild.json')).toEqual({ MEWAH_REBUILD: '/tmp/x/rebuild.json' });
  });

  it('is absent without the setting: a plain full build', async () => {
    expect(await readRebuildContract({})).toBeNull();
    expect(await readRebuildContract({ MEWAH_REBUILD: '' })).toBeNull();
    expect(isPartial(null)).toBe(false);
  });

  it('reads back what the rebuild loop wrote', async () => {
    const file = await writeRebuildContract(path.join(dir, 'written.json'), {
      rows: [row],
      onlyVehicles: [ID],
      onlyInventory: [2, 3],
    });
    const contract = await readRebuildContract({ MEWAH_REBUILD: file });
    expect(contract?.onlyVehicles).toEqual([ID]);
    expect(contract?.onlyInventory).toEqual([2, 3]);
    expect(contract?.rows?.map(fromRow)).toEqual([{ ...x5, id: ID }]);
    expect(isPartial(contract)).toBe(true);
  });

  it('asks a full build of given rows when it names no pages', async () => {
    const contract = await readText(JSON.stringify({ rows: [row] }));
    expect(isPartial(contract as never)).toBe(false);
    expect(await readText('{}')).toEqual({});
  });

  it('refuses a file that is not JSON, naming the setting and the file', async () => {
    await expect(readText('{"rows": [')).rejects.toThrow(`MEWAH_REBUILD: ${path.join(dir, REBUILD_FILE)} is not JSON`);
  });

  it('refuses a missing file', async () => {
    const missing = path.join(dir, 'missing.json');
    await expect(readRebuildContract({ MEWAH_REBUILD: missing })).rejects.toThrow(
      `MEWAH_REBUILD: cannot read ${missing}`,
    );
  });

  it('refuses a row without a required column, naming where', async () => {
    const { make: _make, ...noMake } = row;
    const error = await readText(JSON.stringify({ rows: [row, noMake] })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `MEWAH_REBUILD: ${path.join(dir, REBUILD_FILE)} is not a rebuild contract:\n` +
        '✖ Invalid input: expected string, received undefined\n  → at rows[1].make',
    );
  });

  it('refuses ids that are not UUIDs and page numbers below 2', async () => {
    const error = await readText(JSON.stringify({ onlyVehicles: ['x5'], onlyInventory: [1] })).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `MEWAH_REBUILD: ${path.join(dir, REBUILD_FILE)} is not a rebuild contract:\n` +
        '✖ Invalid GUID\n  → at onlyVehicles[0]\n' +
        '✖ Too small: expected number to be >=2\n  → at onlyInventory[0]',
    );
  });

  it('refuses settings it does not know (the old MEWAH_ONLY_* files are not part of it)', async () => {
    await expect(readText(JSON.stringify({ onlyVehicles: [], MEWAH_ONLY_INVENTORY: [2] }))).rejects.toThrow(
      'Unrecognized key: "MEWAH_ONLY_INVENTORY"',
    );
  });
});
