// The W3C Nu HTML checker (`vnu-jar` from npm) runs on Java (tests/public/html-valid.spec.ts).
// `ensureJava()` installs Debian's `default-jre-headless` when no `java` is on the PATH and we can
// (root, apt-get), as scripts/ensure-chromium.ts does for Chromium; otherwise it throws with a clear
// message. Run directly (`tsx scripts/ensure-java.ts`), it does the same and exits 1 on failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const runs = (): boolean => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** Returns the command to run Java with, installing Debian's headless JRE first when it is missing and we can. */
export function ensureJava(): string {
  if (runs()) return 'java';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Java not found: installing Debian's default-jre-headless package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'default-jre-headless'], {
        stdio: 'inherit',
        env,
      });
    } catch {
      throw new Error('Could not install default-jre-headless with apt-get. Install Java 11 or later yourself.');
    }
    if (runs()) return 'java';
  }
  throw new Error('No Java on the PATH. Install a Java runtime (sudo apt-get install default-jre-headless).');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureJava();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
