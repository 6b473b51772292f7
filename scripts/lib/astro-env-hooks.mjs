// Node's module resolution hook behind astro-env.ts: `astro:env/client` exists only inside Astro's
// and Vite's own module graph, so a script run by tsx that reaches a module of src/config reads the
// same settings through the stand-in Vitest maps it to (tests/support/astro-env-client.ts).
const STAND_IN = new URL('../../tests/support/astro-env-client.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'astro:env/client') return { url: STAND_IN, shortCircuit: true };
  return next(specifier, context);
}
