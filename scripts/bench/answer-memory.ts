// The cap on answers (docs/security.md, "Bounded answers"), measured: the server's memory before,
// while 8 answers are left unread, and after those connections are dropped. First the 400-alias
// attack (now refused at once), then the largest answers an anonymous caller can still get (just
// under 16 MiB each).
// `npm run bench:answers`.
import { request } from 'node:http';
import { startSupabase } from '../supabase/server.ts';

const mb = (n: number): string => `${Math.round(n / 1024 / 1024)} MB`;
const rss = (): number => process.memoryUsage().rss;
/** JavaScript heap plus buffers outside it, after full collections when --expose-gc allows them. */
const live = async (): Promise<number> => {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 100));
  }
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends GET `path` and leaves the answer unread; returns a function that drops the connection. */
function unread(base: string, path: string, apikey: string): Promise<{ status: number; drop: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { apikey } }, (res) => {
      res.pause();
      resolve({ status: res.statusCode ?? 0, drop: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

const api = await startSupabase({ memory: true, port: 0, quiet: true });
try {
  const svc = {
    apikey: api.serviceRoleKey,
    authorization: `Bearer ${api.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  // 64 public cars with 4,000-character details: 64 aliases of them make just under 16 MiB.
  const rows = Array.from({ length: 64 }, (_, i) => ({
    make: 'BMW',
    model: `Bulk ${i}`,
    year: 2022,
    price: 299000,
    mileage: 1,
    fuel_type: 'Gasoline',
    transmission: 'Automatic',
    condition: 'Excellent',
    body_type: 'Sedan',
    color: 'Black',
    vehicle_details: `${'x'.repeat(3990)}${String(i).padStart(10, '0')}`,
  }));
  const made = await fetch(`${api.url}/rest/v1/vehicles`, { method: 'POST', headers: svc, body: JSON.stringify(rows) });
  if (!made.ok) throw new Error(`insert: ${made.status} ${await made.text()}`);
  await settle(2000);
  const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}:vehicle_details`).join(',');

  for (const [label, path] of [
    ['400 aliases, limit 1000 (the attack)', `/rest/v1/vehicles?select=${aliases(400)}&limit=1000`],
    ['64 aliases of 64 cars (largest allowed)', `/rest/v1/vehicles?select=${aliases(64)}&model=like.Bulk*`],
    ['the same again (does it keep growing?)', `/rest/v1/vehicles?select=${aliases(64)}&model=like.Bulk*`],
    ['and a third time', `/rest/v1/vehicles?select=${aliases(64)}&model=like.Bulk*`],
  ] as const) {
    const before = rss();
    const liveBefore = await live();
    const held = [];
    for (let i = 0; i < 8; i++) held.push(await unread(api.url, path, api.anonKey));
    await settle(1000);
    const holding = rss();
    const liveHolding = await live();
    for (const h of held) h.drop();
    await settle(5000);
    const after = rss();
    const liveAfter = await live();
    console.log(
      `${label}: statuses ${held.map((h) => h.status).join(',')}; RSS before ${mb(before)}, 8 unread ${mb(holding)}, 5 s after dropping ${mb(after)}; heap + buffers ${mb(liveBefore)}, ${mb(liveHolding)}, ${mb(liveAfter)}`,
    );
  }
} finally {
  await api.stop();
}
