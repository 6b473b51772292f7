// The rebuild contract (src/data/vehicles/rebuild-contract.server.ts): what the rebuild loop writes
// is what the build reads, and a malformed file is refused with the file and the problem named.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromRow,
  isPartial,
  readBuildRows,
  readRebuildContract,
  REBUILD_FILE,
  REBUILD_SETTING,
  rebuildEnv,
  ROWS_FILE,
  toRow,
  vehicleRowSchema,
  writeNoContract,
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

/** Writes `json` as a contract file and reads it as a build started with it would. */
async function readContract(json: string): Promise<unknown> {
  const file = path.join(dir, 'written-' + REBUILD_FILE);
  await writeFile(file, json);
  return readRebuildContract(rebuildEnv(file));
}
/** Writes `json` as a rows file and reads it as the build would. */
async function readRows(json: string): Promise<unknown> {
  await writeFile(path.join(dir, ROWS_FILE), json);
  return readBuildRows(path.join(dir, ROWS_FILE));
}

describe('the rebuild contract', () => {
  it('is one setting naming one file, with its rows beside it', () => {
    expect(REBUILD_SETTING).toBe('MEWAH_REBUILD');
    expect([REBUILD_FILE, ROWS_FILE]).toEqual(['rebuild.json', 'rows.json']);
    expect(rebuildEnv('/tmp/x/rebuild.json')).toEqual({ MEWAH_REBUILD: '/tmp/x/rebuild.json' });
  });

  it('is absent without the setting: a plain full build', async () => {
    expect(await readRebuildContract({})).toBeNull();
    expect(await readRebuildContract({ MEWAH_REBUILD: '' })).toBeNull();
    expect(isPartial(null)).toBe(false);
  });

  it('reads back what the rebuild loop wrote', async () => {
    const file = await writeRebuildContract(dir, { rows: [row], onlyVehicles: [ID], onlyInventory: [2, 3] });
    expect(file).toBe(path.join(dir, 'rebuild.json'));
    const contract = await readRebuildContract({ MEWAH_REBUILD: file });
    expect(contract).toEqual({ rows: path.join(dir, 'rows.json'), onlyVehicles: [ID], onlyInventory: [2, 3] });
    expect(isPartial(contract)).toBe(true);
    expect((await readBuildRows(contract?.rows ?? '')).map(fromRow)).toEqual([{ ...x5, id: ID }]);
  });

  it('asks for a full build of the given rows when it names no pages, and for nothing when empty', async () => {
    const file = await writeRebuildContract(dir, { rows: [row] });
    const contract = await readRebuildContract({ MEWAH_REBUILD: file });
    expect(contract).toEqual({ rows: path.join(dir, 'rows.json') });
    expect(isPartial(contract)).toBe(false);
    const none = path.join(dir, 'none.json');
    await writeNoContract(none);
    expect(await readFile(none, 'utf8')).toBe('{}');
    expect(await readRebuildContract({ MEWAH_REBUILD: none })).toEqual({});
  });

  it('refuses a file that is not JSON, naming the setting and the file', async () => {
    await expect(readContract('{"rows": ')).rejects.toThrow(
      `MEWAH_REBUILD: ${path.join(dir, 'written-rebuild.json')} is not JSON`,
    );
  });

  it('refuses a missing file', async () => {
    const missing = path.join(dir, 'missing.json');
    await expect(readRebuildContract({ MEWAH_REBUILD: missing })).rejects.toThrow(
      `MEWAH_REBUILD: cannot read ${missing}`,
    );
  });

  it('refuses ids that are not UUIDs and page numbers below 2', async () => {
    const error = await readContract(JSON.stringify({ onlyVehicles: ['x5'], onlyInventory: [1] })).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(
      `MEWAH_REBUILD: ${path.join(dir, 'written-rebuild.json')} is not a rebuild contract:\n` +
        '✖ Invalid GUID\n  → at onlyVehicles[0]\n' +
        '✖ Too small: expected number to be >=2\n  → at onlyInventory[0]',
    );
  });

  it('refuses settings it does not know (the old MEWAH_ONLY_* files are not part of it)', async () => {
    await expect(readContract(JSON.stringify({ onlyVehicles: [], MEWAH_ONLY_INVENTORY: [2] }))).rejects.toThrow(
      'Unrecognized key: "MEWAH_ONLY_INVENTORY"',
    );
  });

  it('refuses a row without a required column, naming where', async () => {
    const { make: _make, ...noMake } = row;
    const error = await readRows(JSON.stringify([row, noMake])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `MEWAH_REBUILD: ${path.join(dir, 'rows.json')} is not a list of vehicle rows:\n` +
        '✖ Invalid input: expected string, received undefined\n  → at [1].make',
    );
  });

  it('reads rows as the one paged reader checked them', async () => {
    expect(await readRows(JSON.stringify([row]))).toEqual([row]);
    await expect(readRows(JSON.stringify({ rows: [row] }))).rejects.toThrow(
      '✖ Invalid input: expected array, received object',
    );
  });
});
