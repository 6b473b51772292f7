// Child process that runs `astro build` through Astro's programmatic API, one build per message,
// staying alive between builds: the second and later builds skip Node start-up and module loading
// and run with warm JIT code (several times faster on a small machine). Started by warm-build.ts.
import { build } from 'astro';
import { z } from 'zod';

export const buildRequestSchema = z.object({
  id: z.number(),
  outDir: z.string(),
  env: z.record(z.string(), z.string()),
});
export type BuildRequest = z.infer<typeof buildRequestSchema>;
export type BuildReply = { id: number; ok: true } | { id: number; ok: false; error: string };

const reply = (message: BuildReply): void => {
  process.send?.(message);
};

process.on('message', (raw: unknown) => {
  const parsed = buildRequestSchema.safeParse(raw);
  if (!parsed.success) return;
  const { id, outDir, env } = parsed.data;
  // astro.config.mjs and the build's data module read these when the build starts. The rebuild
  // loop's MEWAH_* variables apply to one build only, so the last build's are cleared first.
  for (const key of Object.keys(process.env)) if (key.startsWith('MEWAH_')) delete process.env[key];
  Object.assign(process.env, env, { ASTRO_OUT_DIR: outDir });
  build({ outDir, logLevel: 'info' }).then(
    () => reply({ id, ok: true }),
    (err: unknown) => reply({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});

// Without a parent there is nothing to do: exit rather than linger.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
