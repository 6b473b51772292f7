// `npm run bench:rebuild`: on a fresh stack with the seeded inventory, five price edits through
// supabase-js as a signed-in staff user; each is timed from the save until the rebuilt vehicle
// page (a built file, not the live fallback) shows the new price. Prints each and the median.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { formatPrice } from '~/lib/format';
import { freePort } from '../host/ports.ts';
import { signedInStaff } from './staff-client.ts';
import { median } from './stats.ts';
import { startStack } from '../host/stack.ts';
import { withoutEngineBudget } from '../supabase/server.ts';

const EDITS = 5;
const TIMEOUT_MS = 120_000;
const dir = path.resolve('.test-data', `bench-${process.pid}`);
const quiet = (): void => undefined;

const stack = await startStack({
  sitePort: await freePort(),
  apiPort: await freePort(),
  supabase: { memory: true, quiet: true, configOverrides: withoutEngineBudget },
  buildsDir: path.join(dir, 'builds'),
  log: (line) => (line.startsWith('[') ? quiet() : console.log(line)),
});

try {
  const staff = await signedInStaff(stack.api.url, stack.api.publishableKey);
  const { data, error } = await staff
    .from('vehicles')
    .select('id, price')
    .is('deleted_at', null)
    .order('created_at')
    .limit(EDITS);
  if (error) throw new Error(error.message);
  const vehicles = z.array(z.object({ id: z.string(), price: z.coerce.number() })).parse(data);
  if (vehicles.length < EDITS) throw new Error(`the seed has only ${vehicles.length} vehicles`);
  const times: number[] = [];
  for (const [i, v] of vehicles.entries()) {
    const price = Math.round(v.price) + 1000 * (i + 1) + 7;
    const saved = Date.now();
    const upd = await staff.from('vehicles').update({ price }).eq('id', v.id);
    if (upd.error) throw new Error(upd.error.message);
    const pageUrl = `${stack.site.url}/vehicle/${v.id}/`;
    for (;;) {
      const html = await (await fetch(pageUrl)).text();
      if (html.includes(formatPrice(price))) break;
      if (Date.now() - saved > TIMEOUT_MS) throw new Error(`edit ${i + 1}: the new price never appeared on ${pageUrl}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = Date.now() - saved;
    times.push(ms);
    console.log(
      `edit ${i + 1}/${EDITS}: ${formatPrice(price)} on /vehicle/${v.id}/ served after ${(ms / 1000).toFixed(2)} s`,
    );
  }
  const status = stack.rebuilder.status();
  console.log(
    `\nmedian save -> new page served: ${(median(times) / 1000).toFixed(2)} s over ${EDITS} edits (${status.builds} builds, last ${status.lastBuild?.durationMs} ms)`,
  );
} finally {
  await stack.stop();
  await rm(dir, { recursive: true, force: true });
}
