// `astro build` in this process, then one JSON line with the process's peak memory: the bench
// spawns this to time a build and read its peak RSS the same way on any OS. argv[2] = project root.
import { build } from 'astro';

const root = process.argv[2] ?? process.cwd();
await build({ root, logLevel: 'warn' });
console.log(`BENCH ${JSON.stringify({ maxRssBytes: process.resourceUsage().maxRSS * 1024 })}`);
