// The inline-script hashes of the build in progress, shared by the security-headers integration
// (which opens and closes the set around a build and writes dist/_headers from it) and its
// middleware (which fills it page by page). They meet in one Node process but in two module
// graphs (the integration is loaded by the config, the middleware bundled into Astro's server
// build), so the set lives on globalThis under a registered symbol.
const KEY = Symbol.for('mewah.buildScriptHashes');
type Holder = { [KEY]?: Set<string> | undefined };

/** The set being filled, or undefined outside a build (astro dev). */
export const buildScriptHashes = (): Set<string> | undefined => (globalThis as Holder)[KEY];

/** Starts a build's set (a warm worker runs many builds in one process). */
export function openBuildScriptHashes(): Set<string> {
  const set = new Set<string>();
  (globalThis as Holder)[KEY] = set;
  return set;
}

export function closeBuildScriptHashes(): void {
  (globalThis as Holder)[KEY] = undefined;
}
