// Writes public/placeholder.svg, the picture a car without photos shows.
// Run: npx tsx scripts/seed/generate-placeholder.ts   (the output is committed; no network needed)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { placeholderSvg } from './svg/placeholder';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fileURLToPath(new URL('../../public/placeholder.svg', import.meta.url)), placeholderSvg());
  console.log('wrote placeholder.svg');
}
