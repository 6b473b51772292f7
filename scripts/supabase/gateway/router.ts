// Mounts the services under Supabase's paths and applies the gateway rules hosted Supabase's
// API gateway (Kong) applies before them: CORS, and an apikey on /rest and /auth.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { ServerContext } from '../db/context.ts';
import {
  BodyTooLargeError,
  buildRequest,
  corsHeaders,
  readBody,
  sendResponse,
  type ApiResponse,
  type ServiceHandler,
  type TokenVerifier,
  type VerifiedToken,
} from '../http/http.ts';
import { engineCaller, type EngineCaller } from '../db/fair-share.ts';
import {
  declaredLength,
  jsonTooDeep,
  MAX_JSON_BODY_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  overShareResponse,
  tooDeepResponse,
  tooLargeResponse,
  uploadTarget,
} from './limits.ts';
import { getBucket } from '../storage/shared.ts';
import { inbox } from '../mail/inbox.ts';
import { addressGroup, clientAddress } from '../http/client-address.ts';

interface Mounts {
  rest: ServiceHandler;
  auth: ServiceHandler;
  storage: ServiceHandler;
}

// GoTrue endpoints Kong leaves open (links opened from e-mails and OAuth redirects, and the JWKS).
const OPEN_AUTH = /^\/(verify|callback|authorize|health|settings|\.well-known\/jwks\.json)(\/|$)/;

/**
 * What the CLI's Kong does with the new API keys: a publishable or secret key (in apikey,
 * or as the Bearer supabase-js sends without a session) stands for the legacy anon or
 * service_role JWT; any other sb_… key is refused. Every JWT is checked by the keyring.
 */
function credentialVerifier(ctx: ServerContext): TokenVerifier {
  const opaque = new Map([
    [ctx.publishableKey, ctx.anonKey],
    [ctx.secretKey, ctx.serviceRoleKey],
  ]);
  return (token) => {
    if (!token.startsWith('sb_')) return ctx.keys.verify(token);
    const legacy = opaque.get(token);
    return legacy ? ctx.keys.verify(legacy) : { ok: false, reason: 'malformed' };
  };
}

function apikeyProblem(key: VerifiedToken | null): ApiResponse | null {
  if (!key) {
    return {
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    };
  }
  if (!key.result.ok) {
    return {
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    };
  }
  return null;
}

/** The largest object `bucketId` accepts: its bucket's cap, or the global one. */
async function uploadCap(ctx: ServerContext, bucketId: string): Promise<number> {
  const global = ctx.config.storage.fileSizeLimit;
  const bucket = await ctx.asAdmin((tx) => getBucket(tx, bucketId)).catch(() => null);
  return Math.min(global, bucket?.file_size_limit ?? global);
}

/**
 * Why the inbox refuses a request, if it does: a request from another origin (its Origin header,
 * sent on every cross-origin fetch and every non-GET), a preflight, or a cross-site request that
 * is not a person opening the inbox page (Sec-Fetch-Site, sent by browsers even on no-cors GETs).
 */
function inboxRefusal(req: IncomingMessage, apiUrl: string, path: string): ApiResponse | null {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  const openingPage =
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.headers['sec-fetch-mode'] === 'navigate' &&
    path.replace(/\/+$/, '') === '';
  const foreign =
    req.method === 'OPTIONS' ||
    (typeof origin === 'string' && origin !== new URL(apiUrl).origin) ||
    (site === 'cross-site' && !openingPage);
  return foreign ? { status: 403, body: { message: 'The local inbox answers only its own page' } } : null;
}

/**
 * The inbox answers only the secret key (or a service_role token): it holds every lead mail and
 * every recovery link, in live mode as in demo mode (docs/security.md, "The local inbox"). Taken
 * from `apikey`, a Bearer token, or the password of Basic authentication, which lets a browser
 * open the page (any user name, the secret key as password).
 */
function inboxKeyRefusal(req: IncomingMessage, check: TokenVerifier): ApiResponse | null {
  const auth = req.headers.authorization ?? '';
  const [scheme = '', credentials = ''] = auth.trim().split(/\s+/, 2);
  const basic = scheme.toLowerCase() === 'basic' ? Buffer.from(credentials, 'base64').toString('utf8') : '';
  const offered = [
    req.headers.apikey,
    scheme.toLowerCase() === 'bearer' ? credentials : undefined,
    basic.includes(':') ? basic.slice(basic.indexOf(':') + 1) : undefined,
  ];
  for (const token of offered) {
    if (typeof token !== 'string' || token === '') continue;
    const result = check(token);
    if (result.ok && result.claims.role === 'service_role') return null;
  }
  return {
    status: 401,
    headers: { 'www-authenticate': 'Basic realm="Local inbox: the secret key as password", charset="UTF-8"' },
    body: { message: 'The local inbox answers only the secret key' },
  };
}

/** How long a refused request's remaining bytes are discarded before the socket is closed. */
const LINGER_MS = 2000;

/** X-Forwarded-For as received, several headers joined as one list. */
const forwardedHeader = (req: IncomingMessage): string | undefined => {
  const value = req.headers['x-forwarded-for'];
  return Array.isArray(value) ? value.join(', ') : value;
};

export function createRouter(ctx: ServerContext, mounts: Mounts): Server {
  const check = credentialVerifier(ctx);
  const trustedHops = ctx.config.api.trustedProxyHops ?? 0;
  return createServer((req, res) => {
    const origin = req.headers.origin;
    const cors = corsHeaders(
      typeof origin === 'string' ? origin : undefined,
      req.headers['access-control-request-headers'] as string | undefined,
    );
    const url = new URL(req.url ?? '/', 'http://localhost');
    const head = req.method === 'HEAD';
    const reply = (out: ApiResponse): void => sendResponse(res, out, cors, head);
    const inboxPath = /^\/inbox(\/.*)?$/.exec(url.pathname);
    if (inboxPath) {
      // The local inbox holds every confirmation link and lead mail: it answers its own page and
      // tools (no Origin, or this server's) that hold the secret key, never another site's
      // script, and sends no CORS headers.
      req.resume();
      const out =
        inboxRefusal(req, ctx.apiUrl, inboxPath[1] ?? '/') ??
        inboxKeyRefusal(req, check) ??
        inbox(ctx.mailbox, req.method ?? 'GET', inboxPath[1] ?? '/', url);
      sendResponse(res, out, {}, head);
      return;
    }
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
    const apiVersion = req.headers['x-supabase-api-version'] as string | undefined;
    /** Answers at once and closes the connection; the unread rest of the body is discarded. */
    const refuse = (out: ApiResponse): void => {
      req.on('error', () => undefined);
      out.headers = { ...(out.headers ?? {}), connection: 'close' };
      reply(out);
      const linger = setTimeout(() => req.destroy(), LINGER_MS);
      linger.unref();
      req.once('end', () => clearTimeout(linger));
      req.resume();
    };
    // Every transaction this request starts is queued under its client address (db/fair-share.ts);
    // the service role's are taken in turn but not budgeted, once the token says so.
    // The client's address (its IPv6 /64 for the limits), from the trusted proxy's hop if any.
    const ip = clientAddress(req.socket.remoteAddress ?? '127.0.0.1', forwardedHeader(req), trustedHops);
    const caller: EngineCaller = { address: addressGroup(ip), budgeted: true };
    void engineCaller
      .run(caller, async () => {
        // Limits come first: nothing over them is read into memory or reaches the database queue.
        const bucket = uploadTarget(service, req.method ?? 'GET', path);
        const cap = bucket === null ? MAX_JSON_BODY_BYTES : await uploadCap(ctx, bucket);
        const limit = bucket === null ? cap : cap + MULTIPART_OVERHEAD_BYTES;
        const tooLarge = (): ApiResponse => tooLargeResponse(service, cap, apiVersion, bucket !== null);
        const declared = declaredLength(req.headers['content-length']);
        if (declared !== null && declared > limit) {
          refuse(tooLarge());
          return;
        }
        let body: Buffer;
        try {
          body = await readBody(req, limit);
        } catch (e) {
          if (e instanceof BodyTooLargeError) {
            refuse(tooLarge());
            return;
          }
          throw e;
        }
        if (bucket === null && body.length > 0 && jsonTooDeep(body)) {
          reply(tooDeepResponse(service, apiVersion));
          return;
        }
        const headers = { ...req.headers };
        const queryKey = url.searchParams.get('apikey');
        if (!headers.apikey && queryKey) headers.apikey = queryKey;
        req.headers = headers;
        const apiReq = buildRequest(req, url, path, body, check, ip);
        const needsKey = service === 'rest' || (service === 'auth' && !OPEN_AUTH.test(path));
        caller.budgeted = apiReq.claims?.role !== 'service_role';
        // Staff the owner vouched for queue in a line of their own at their address and are not
        // charged, so anonymous traffic from the same address (an office's NAT) does not hold
        // them back; the database is asked only when that address is over its share.
        if (caller.budgeted && apiReq.claims) {
          const over = ctx.engineRetryAfterMs(caller.address) > 0;
          if (await ctx.vouchedFor(apiReq.claims, over)) {
            caller.address = `${caller.address} staff:${String(apiReq.claims.sub)}`;
            caller.budgeted = false;
          }
        }
        const wait = caller.budgeted ? ctx.engineRetryAfterMs(caller.address) : 0;
        const refused =
          (needsKey ? apikeyProblem(apiReq.apikey) : null) ??
          (wait > 0 ? overShareResponse(service, wait, apiVersion) : null);
        let out = refused ?? (await mounts[service](apiReq));
        // Its address ran out of its share while the request waited in line: none of it ran.
        if (caller.refusedForMs !== undefined) out = overShareResponse(service, caller.refusedForMs, apiVersion);
        if (service === 'auth' && apiReq.headers['x-supabase-api-version']) {
          out.headers = { 'x-supabase-api-version': apiReq.headers['x-supabase-api-version'], ...(out.headers ?? {}) };
        }
        reply(out);
      })
      .catch((e: unknown) => {
        console.error(`[supabase] ${req.method} ${url.pathname} failed`, e);
        if (!res.headersSent) reply({ status: 500, body: { message: 'Internal server error' } });
        else res.end();
      });
  });
}
