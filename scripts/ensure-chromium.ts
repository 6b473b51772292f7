// Playwright drives Debian's Chromium (no browser download is possible here). Install the
// `chromium` package when it is missing and we can; otherwise stop with a clear message.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const target = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (existsSync(target)) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.PLAYWRIGHT_CHROMIUM_PATH && isRoot && hasApt) {
  console.log("Chromium not found at /usr/bin/chromium: installing Debian's chromium package…");
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  } catch {
    console.error(
      'Could not install chromium with apt-get. Install it yourself (apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  if (existsSync(target)) process.exit(0);
}
console.error(
  `No Chromium at ${target}. Install Debian's package (sudo apt-get install chromium) ` +
    'or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.',
);
process.exit(1);
