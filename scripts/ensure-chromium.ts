// Playwright and Lighthouse drive Debian's Chromium (no browser download is possible here).
// `ensureChromium()` installs Debian's `chromium` and `chromium-headless-shell` packages when either
// is missing and we can (root, apt-get, no PLAYWRIGHT_CHROMIUM_PATH of our own), and returns the path
// of the full browser; otherwise it throws with a clear message. Run directly (`tsx
// scripts/ensure-chromium.ts`), it does the same and exits 1 on failure: `npm test` runs it before
// the end-to-end stage.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const ours = process.env.PLAYWRIGHT_CHROMIUM_PATH;

/** The full browser, as a visitor has it: Lighthouse, the benchmarks, screenshots and the seed's pictures. */
export const CHROMIUM_PATH = ours || '/usr/bin/chromium';

/**
 * What the end-to-end tests launch: Chromium's headless shell, the same Blink and V8 without the
 * full browser's window, compositor and GPU process. The suite's Chromium spent about half the CPU
 * of the full browser there (docs/testing.md). PLAYWRIGHT_CHROMIUM_PATH, when set, serves both.
 */
export const TEST_CHROMIUM_PATH = ours || '/usr/bin/chromium-headless-shell';

/** Debian's package of each path above. */
const PACKAGES: readonly { path: string; pkg: string }[] = [
  { path: CHROMIUM_PATH, pkg: 'chromium' },
  { path: TEST_CHROMIUM_PATH, pkg: 'chromium-headless-shell' },
];

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** True once the binary is there; throws when it is there but cannot be run. */
function executable(binary: string): boolean {
  if (!existsSync(binary)) return false;
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium at ${binary} is not executable (set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome binary).`,
    );
  }
  return true;
}

/** The path of an executable Chromium, installing Debian's packages first when one is missing and we can. */
export function ensureChromium(): string {
  const missing = [...new Set(PACKAGES.filter((p) => !executable(p.path)).map((p) => p.pkg))];
  if (missing.length === 0) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!ours && isRoot && hasApt) {
    console.log(`Not found: ${missing.join(', ')}: installing Debian's package…`);
    try {
      run('apt-get', ['update']);
      run('apt-get', ['install', '-y', '--no-install-recommends', ...missing, 'fonts-liberation']);
    } catch {
      throw new Error(
        `Could not install ${missing.join(' ')} with apt-get. Install it yourself (apt-get install ${missing.join(' ')}) or set PLAYWRIGHT_CHROMIUM_PATH.`,
      );
    }
    if (PACKAGES.every((p) => executable(p.path))) return CHROMIUM_PATH;
  }
  throw new Error(
    `No Chromium at ${PACKAGES.filter((p) => !existsSync(p.path))
      .map((p) => p.path)
      .join(' or ')}. Install Debian's packages (sudo apt-get install ${missing.join(' ')}) ` +
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
