// Mounts the services under Supabase's paths and applies the gateway rules hosted Supabase's
// API gateway (Kong) applies before them: CORS, and an apikey on /rest and /auth.
import { createServer, type Server } from 'node:http';
import type { ServerContext } from './context.ts';
import { BodyTooLargeError, buildRequest, corsHeaders, readBody, sendResponse, type ApiResponse, type ServiceHandler } from './http.ts';
import { verifyJwt } from './jwt.ts';

export interface Mounts {
  rest: ServiceHandler;
  auth: ServiceHandler;
  storage: ServiceHandler;
}

// GoTrue endpoints Kong leaves open (links opened from e-mails and OAuth redirects).
const OPEN_AUTH = /^\/(verify|callback|authorize|health|settings)(\/|$)/;

function apikeyProblem(key: string | undefined, secret: string): ApiResponse | null {
  if (!key) {
    return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  }
  if (!verifyJwt(key, secret).ok) {
    return { status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
  }
  return null;
}

export function createRouter(ctx: ServerContext, mounts: Mounts): Server {
  // Storage may receive files up to its cap plus multipart framing; JSON APIs need far less.
  const bodyLimit = ctx.config.storage.fileSizeLimit + 1024 * 1024;
  return createServer((req, res) => {
    const origin = req.headers.origin;
    const cors = corsHeaders(typeof origin === 'string' ? origin : undefined, req.headers['access-control-request-headers'] as string | undefined);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const head = req.method === 'HEAD';
    const reply = (out: ApiResponse): void => sendResponse(res, out, cors, head);
    if (req.method === 'OPTIONS') {
      reply({ status: 204 });
      return;
    }
    const mount = /^\/(rest|auth|storage)\/v1(\/.*)?$/.exec(url.pathname);
    if (!mount) {
      reply({ status: 404, body: { message: 'no Route matched with those values' } });
      return;
    }
    const service = mount[1] as keyof Mounts;
    const path = mount[2] ?? '/';
    void (async () => {
      let body: Buffer;
      try {
        body = await readBody(req, bodyLimit);
      } catch (e) {
        if (e instanceof BodyTooLargeError) {
          const tooLarge = 'The object exceeded the maximum allowed size';
          reply(
            service === 'storage'
              ? { status: 400, body: { statusCode: '413', error: 'Payload too large', message: tooLarge } }
              : { status: 413, body: { code: 'request_too_large', message: 'Request body is too large', details: null, hint: null } },
          );
          req.destroy();
          return;
        }
        throw e;
      }
      const headers = { ...req.headers };
      const queryKey = url.searchParams.get('apikey');
      if (!headers.apikey && queryKey) headers.apikey = queryKey;
      req.headers = headers;
      const apiReq = buildRequest(req, url, path, body, ctx.jwtSecret);
      const needsKey = service === 'rest' || (service === 'auth' && !OPEN_AUTH.test(path));
      const refused = needsKey ? apikeyProblem(apiReq.headers.apikey, ctx.jwtSecret) : null;
      const out = refused ?? (await mounts[service](apiReq));
      if (service === 'auth' && apiReq.headers['x-supabase-api-version']) {
        out.headers = { 'x-supabase-api-version': apiReq.headers['x-supabase-api-version'], ...(out.headers ?? {}) };
      }
      reply(out);
    })().catch((e: unknown) => {
      console.error(`[supabase] ${req.method} ${url.pathname} failed`, e);
      if (!res.headersSent) reply({ status: 500, body: { message: 'Internal server error' } });
      else res.end();
    });
  });
}
