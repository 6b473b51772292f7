import { readdirSync, writeFileSync } from 'node:fs';
import { freshDatabase, extensionsIn, readSqlFiles } from './fresh.ts';
import { readCatalog } from './catalog.ts';
const dir = 'supabase/migrations';
const files = readSqlFiles(
  readdirSync(dir)
    .sort()
    .map((f) => `${dir}/${f}`),
);
let t = Date.now();
const ext = extensionsIn(files.map((f) => f.sql));
const base = await freshDatabase(ext);
console.log('boot', Date.now() - t);
t = Date.now();
const before = await readCatalog(base.db);
console.log('catalog', Date.now() - t, before.size);
t = Date.now();
await base.apply(files);
console.log('migrate', Date.now() - t);
t = Date.now();
const after = await readCatalog(base.db);
console.log('catalog', Date.now() - t, after.size);
const changed = [...after].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
const gone = [...before.keys()].filter((k) => !after.has(k));
console.log('gone', gone);
const kinds: Record<string, number> = {};
for (const k of changed) {
  const kind = before.has(k) ? 'CHANGED ' + k : k.split(' ')[0]!;
  kinds[kind] = (kinds[kind] ?? 0) + 1;
}
console.log(kinds);
writeFileSync('/tmp/after.json', JSON.stringify(Object.fromEntries(after), null, 1));
writeFileSync('/tmp/before.json', JSON.stringify(Object.fromEntries(before), null, 1));
await base.close();
