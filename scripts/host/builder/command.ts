// What the rebuild loop asks of a build, whichever makes it (astro-build.ts, warm-build.ts, the
// plan's incremental build, or a test's stand-in).

/** What a build was asked for: `full` rebuilds every page even where an incremental build could. */
export interface BuildRequest {
  full?: boolean;
}

/** Builds the site into `outDir`; rejects (with a reason) when the build fails. */
export type BuildCommand = (outDir: string, request?: BuildRequest) => Promise<void>;
