// Every share card of one build, in a child process of `astro build` (started at astro:build:start
// by src/integrations/share-cards.ts, run by tsx): the cards are drawn, or found in the cache,
// while Astro bundles and renders the pages on the other core, instead of one endpoint render per
// vehicle inside Astro's page loop. The vehicles are the build's own: the rows of the rebuild
// contract (MEWAH_REBUILD, src/data/vehicles/rebuild-contract.server.ts) when the loop gives them,
// else the same paged read as the build's data module; and in an incremental rebuild only the
// vehicles it renders (the contract's onlyVehicles).
//
// Messages: the parent sends { outDir } once Astro has emptied the output folder; each card is then
// linked or copied to {outDir}/vehicle/{id}/share.jpg as soon as it is ready. The child answers
// { done: true, cards, drawn, ms } and exits; an error exits with code 1 and its message on stderr.
import { copyFile, link, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { settingFrom } from '~/config/env-schema';
import { apiKeyOf } from '~/config/local-supabase';
import {
  cardFromRow,
  fromRow,
  readAll,
  readBuildRows,
  readRebuildContract,
  type VehicleCard,
} from '~/data/vehicles/server';
import { paths } from '~/lib/paths';
import { shareImageFile, type ShareSubject } from './share-image';

/** Cards drawn at once: sharp runs each on libuv's and libvips' threads, so a few keep both cores busy. */
const CONCURRENCY = 3;
const PAGE = 1000;
/** Astro names the output folder seconds after the build starts; far beyond that the build is gone. */
const OUT_DIR_WAIT_MS = 30 * 60_000;

export const placeMessageSchema = z.object({ outDir: z.string().min(1) });
export interface DoneMessage {
  done: true;
  cards: number;
  drawn: number;
  /** Milliseconds from the renderer's start to its last card written. */
  ms: number;
}

/** A card row's share subject: its cover is the card's image (the first photo). */
const subjectOf = (c: VehicleCard): ShareSubject => ({ ...c, images: c.image === null ? [] : [c.image] });

async function buildVehicles(): Promise<ShareSubject[]> {
  const contract = await readRebuildContract();
  // The loop's rows when it gives them; else only the card columns, a third of a page row's bytes.
  const subjects: ShareSubject[] = contract?.rows
    ? (await readBuildRows(contract.rows)).map(fromRow)
    : (
        await readAll(
          {
            url: settingFrom(process.env, 'PUBLIC_SUPABASE_URL'),
            anonKey: apiKeyOf(
              settingFrom(process.env, 'PUBLIC_SUPABASE_PUBLISHABLE_KEY'),
              settingFrom(process.env, 'PUBLIC_SUPABASE_ANON_KEY'),
            ),
          },
          { columns: 'card', limit: PAGE },
        )
      ).map((row) => subjectOf(cardFromRow(row)));
  if (!contract?.onlyVehicles) return subjects;
  const only = new Set<string>(contract.onlyVehicles);
  return subjects.filter((v) => only.has(v.id));
}

async function main(): Promise<void> {
  const started = performance.now();
  const outDir = new Promise<string>((resolve) => {
    process.on('message', (raw: unknown) => {
      const msg = placeMessageSchema.safeParse(raw);
      if (msg.success) resolve(msg.data.outDir);
    });
  });
  // Without a parent (the build ended or failed) there is nothing to do; a build that failed before
  // naming its output folder (the warm build process stays alive) is not waited for forever.
  process.on('disconnect', () => process.exit(0));
  const unnamed = setTimeout(() => process.exit(1), OUT_DIR_WAIT_MS);
  void outDir.then(() => clearTimeout(unnamed));

  const vehicles = await buildVehicles();
  const spare = await mkdtemp(path.join(tmpdir(), 'mewah-share-'));
  let drawn = 0;
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let v = vehicles[next++]; v; v = vehicles[next++]) {
          const card = await shareImageFile(v, spare);
          if (card.drawn) drawn++;
          const target = path.join(await outDir, paths.shareImage(v.id));
          await mkdir(path.dirname(target), { recursive: true });
          // A hard link to the cached file when both are on one disk (no bytes copied; the cache
          // only ever replaces its files by renaming, so it never writes through the link), else a copy.
          await link(card.file, target).catch(() => copyFile(card.file, target));
        }
      }),
    );
  } finally {
    await rm(spare, { recursive: true, force: true });
  }
  const done: DoneMessage = { done: true, cards: vehicles.length, drawn, ms: performance.now() - started };
  process.send?.(done, () => process.exit(0));
}

main().catch((err: unknown) => {
  console.error(`[share cards] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
