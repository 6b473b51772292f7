// `astro build` in this process, then one JSON line with the process's peak memory and CPU time
// (user + system, milliseconds): the bench spawns this to time a build the same way on any OS.
// argv[2] = project root.
import { build } from 'astro';

const root = process.argv[2] ?? process.cwd();
await build({ root, logLevel: 'warn' });
const usage = process.resourceUsage();
console.log(
  `BENCH ${JSON.stringify({ maxRssBytes: usage.maxRSS * 1024, cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000) })}`,
);
