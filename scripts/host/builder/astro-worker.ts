// Child process that runs `astro build` through Astro's programmatic API, one build per message,
// staying alive between builds: the second and later builds skip Node start-up and module loading
// and run with warm JIT code (several times faster on a small machine). Started by warm-build.ts.
// Its environment is the build's, given once at spawn (the API, the site's address, and where each
// build finds its rebuild contract: src/data/vehicles/rebuild-contract.server.ts); this process
// never changes it. A message names only the output folder.
import { build } from 'astro';
import { z } from 'zod';

export const buildRequestSchema = z.object({
  id: z.number(),
  outDir: z.string(),
});
export type BuildRequest = z.infer<typeof buildRequestSchema>;
export type BuildReply = { id: number; ok: true } | { id: number; ok: false; error: string };

const reply = (message: BuildReply): void => {
  process.send?.(message);
};

process.on('message', (raw: unknown) => {
  const parsed = buildRequestSchema.safeParse(raw);
  if (!parsed.success) return;
  const { id, outDir } = parsed.data;
  // outDir given inline wins over astro.config.mjs's (ASTRO_OUT_DIR, for `astro build` processes).
  build({ outDir, logLevel: 'info' }).then(
    () => reply({ id, ok: true }),
    (err: unknown) => reply({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});

// Without a parent there is nothing to do: exit rather than linger.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
