// Filter time per keystroke over the built /inventory-index.json, as the browser runs it: decode
// the file, build the search table once, then time each keystroke of realistic searches and each
// dropdown change (the filter itself plus the first page of cards it shows).
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { limits } from '~/config/constants';
import { EMPTY_FILTERS, type Filters } from '~/lib/inventory/filters';
import { decodeIndex } from '~/data/vehicles';
import { buildSearchTable, searchTable } from '~/lib/inventory/search';

/** What visitors type, one keystroke at a time, and the dropdown changes between. */
const TYPED = [
  'mercedes',
  'porsche 911',
  'bmw x5',
  'lexus',
  'range rover',
  'cayenne',
  'audi rs',
  'gle',
  'x',
  'm3 comp',
];
const DROPDOWNS: Partial<Filters>[] = [
  { make: 'BMW' },
  { make: 'Porsche', price: '90000-plus' },
  { price: '50000-70000' },
  { year: '2022' },
  { make: 'Mercedes-Benz', year: '2021' },
  { price: '70000-90000', year: '2020' },
  { make: '', price: '', year: '2023' },
];

function steps(): Filters[] {
  const out: Filters[] = [];
  for (const [i, word] of TYPED.entries()) {
    const extra = DROPDOWNS[i % DROPDOWNS.length] ?? {};
    for (let k = 1; k <= word.length; k++) out.push({ ...EMPTY_FILTERS, q: word.slice(0, k) });
    for (let k = word.length - 1; k >= 0; k--) out.push({ ...EMPTY_FILTERS, q: word.slice(0, k) }); // backspaces
    out.push({ ...EMPTY_FILTERS, ...extra });
    out.push({ ...EMPTY_FILTERS, ...extra, q: word.slice(0, 3) });
  }
  return out;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

export async function measureFilterTiming(
  indexFile: string,
): Promise<{ medianMs: number; p95Ms: number; samples: number }> {
  const { cards } = decodeIndex(JSON.parse(await readFile(indexFile, 'utf8')));
  const table = buildSearchTable(cards);
  const run = (f: Filters): number => {
    const matches = searchTable(table, f);
    let shown = 0;
    for (const i of matches.subarray(0, limits.pageSize)) shown += cards[i]?.price ?? 0;
    return matches.length + shown;
  };
  const plan = steps();
  for (let i = 0; i < 3; i++) for (const f of plan) run(f); // warm up, as a page would have after the first keystrokes
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const f of plan) {
      const t0 = performance.now();
      run(f);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), samples: times.length };
}
