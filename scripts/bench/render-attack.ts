// Renders that never stop the site (docs/embedded-server.md), measured: 8 concurrent anonymous
// renders of distinct 2500 px AVIF variants of a 12-megapixel photo for 20 s, while /inventory/ and
// a seed photo are fetched from the static site served by the same process (as `npm start` does).
// Prints p50/p99 of both, before and during the attack, and what the attack got.
// `npx tsx scripts/bench/render-attack.ts [seconds]`.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer, listenSite } from '../host/serve/server.ts';
import { SIZE_STEPS, startSupabase } from '../supabase/server.ts';
import { photoLikeJpeg } from './photo.ts';

const seconds = Number(process.argv[2] ?? 20);
const SEED_PHOTO = 'audi-a3-sportback-2018-front.webp';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN);
};

async function timed(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}

/** Fetches both site URLs every 100 ms until `stop()` says so; their times in ms. */
async function probe(site: string, stop: () => boolean): Promise<{ inventory: number[]; photo: number[] }> {
  const out = { inventory: [] as number[], photo: [] as number[] };
  while (!stop()) {
    out.inventory.push(await timed(`${site}/inventory/`));
    out.photo.push(await timed(`${site}/seed/${SEED_PHOTO}`));
    await new Promise((r) => setTimeout(r, 100));
  }
  return out;
}

const root = await mkdtemp(path.join(tmpdir(), 'render-attack-'));
const api = await startSupabase({ memory: true, port: 0, quiet: true });
try {
  // The built inventory page when there is one, else a page of the same order of size.
  await mkdir(path.join(root, 'inventory'), { recursive: true });
  await mkdir(path.join(root, 'seed'), { recursive: true });
  const built = await readFile('dist/inventory/index.html').catch(() => null);
  await writeFile(
    path.join(root, 'inventory', 'index.html'),
    built ?? `<!doctype html><title>Inventory</title>${'<p>car</p>'.repeat(8000)}`,
  );
  await copyFile(path.join('public', 'seed', SEED_PHOTO), path.join(root, 'seed', SEED_PHOTO));
  const site = await listenSite(createSiteServer({ root, log: () => undefined }), 0);

  const photo = await photoLikeJpeg(220, 4032, 3024);
  const up = await fetch(`${api.url}/storage/v1/object/vehicle-images/attack/phone.jpg`, {
    method: 'POST',
    headers: {
      apikey: api.serviceRoleKey,
      authorization: `Bearer ${api.serviceRoleKey}`,
      'content-type': 'image/jpeg',
    },
    body: new Uint8Array(photo),
  });
  if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);

  await timed(`${site.url}/inventory/`); // warm: the first answer compresses the page
  await timed(`${site.url}/seed/${SEED_PHOTO}`);
  let stop = false;
  const quiet = probe(site.url, () => stop);
  await new Promise((r) => setTimeout(r, 3000));
  stop = true;
  const before = await quiet;

  // Distinct variants: 2500 px wide, every height step and quality (quantisation merges the rest).
  const variants = SIZE_STEPS.flatMap((h) =>
    [20, 30, 40, 50, 60, 70, 80, 90, 100].map((q) => `width=2500&height=${h}&quality=${q}`),
  );
  let next = 0;
  const statuses = new Map<number, number>();
  const renderMs: number[] = [];
  const end = Date.now() + seconds * 1000;
  stop = false;
  const during = probe(site.url, () => stop);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < end) {
        const q = variants[next++ % variants.length];
        const t = performance.now();
        const res = await fetch(`${api.url}/storage/v1/render/image/public/vehicle-images/attack/phone.jpg?${q}`, {
          headers: { accept: 'image/avif' },
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) renderMs.push(performance.now() - t);
        // An attacker told to retry later retries at once.
      }
    }),
  );
  stop = true;
  const attacked = await during;
  const mem = process.memoryUsage().rss;

  console.log(`render attack: 8 concurrent anonymous 2500 px AVIF requests of a 4032 × 3024 photo for ${seconds} s`);
  console.log(
    `  before: /inventory/ p50 ${pct(before.inventory, 50)} ms p99 ${pct(before.inventory, 99)} ms; seed photo p50 ${pct(before.photo, 50)} ms p99 ${pct(before.photo, 99)} ms (${before.inventory.length} probes)`,
  );
  console.log(
    `  during: /inventory/ p50 ${pct(attacked.inventory, 50)} ms p99 ${pct(attacked.inventory, 99)} ms; seed photo p50 ${pct(attacked.photo, 50)} ms p99 ${pct(attacked.photo, 99)} ms (${attacked.inventory.length} probes)`,
  );
  console.log(
    `  attack answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}; a 200 took p50 ${pct(renderMs, 50)} ms, p99 ${pct(renderMs, 99)} ms`,
  );
  console.log(`  server process RSS after: ${Math.round(mem / 1024 / 1024)} MB`);
  await site.close();
} finally {
  await api.stop();
  await rm(root, { recursive: true, force: true });
}
