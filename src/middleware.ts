// Runs as Astro renders each page (at build time: every page here is prerendered). Public pages
// load their scripts after the first paint (src/lib/after-first-paint.ts), Astro's island runtime
// among them (src/integrations/island-scripts.ts), and their policy lists
// only the inline scripts they hold (security-headers.ts); the staff pages, whose first screen is
// script, and the development server keep Astro's output as it is.
import { defineMiddleware } from 'astro:middleware';
import { scriptsAfterPaint, withScriptsAfterFirstPaint } from '~/lib/after-first-paint';
import { withIslandScriptsAsFiles } from './integrations/island-scripts';
import { withOwnScriptHashes } from './integrations/security-headers';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!import.meta.env.PROD || !scriptsAfterPaint(context.url.pathname)) return response;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(withOwnScriptHashes(withScriptsAfterFirstPaint(withIslandScriptsAsFiles(html))), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
