// Playwright and Lighthouse drive Debian's Chromium (no browser download is possible here).
// `ensureChromium()` installs the `chromium` package when it is missing and we can (root, apt-get,
// no PLAYWRIGHT_CHROMIUM_PATH of our own), and returns the path every browser-based script launches;
// otherwise it throws with a clear message. Run directly (`tsx scripts/ensure-chromium.ts`), it does
// the same and exits 1 on failure: `npm test` runs it before the end-to-end stage.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The Chromium every browser-based script and test launches. */
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** CHROMIUM_PATH once it is there; throws when it is there but cannot be run. */
function executable(): string | null {
  if (!existsSync(CHROMIUM_PATH)) return null;
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium at ${CHROMIUM_PATH} is not executable (set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome binary).`,
    );
  }
  return CHROMIUM_PATH;
}

/** The path of an executable Chromium, installing Debian's package first when it is missing and we can. */
export function ensureChromium(): string {
  const found = executable();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!process.env.PLAYWRIGHT_CHROMIUM_PATH && isRoot && hasApt) {
    console.log("Chromium not found at /usr/bin/chromium: installing Debian's chromium package…");
    try {
      run('apt-get', ['update']);
      run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
    } catch {
      throw new Error(
        'Could not install chromium with apt-get. Install it yourself (apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_PATH.',
      );
    }
    const installed = executable();
    if (installed) return installed;
  }
  throw new Error(
    `No Chromium at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install chromium) ` +
      'or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureChromium();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
