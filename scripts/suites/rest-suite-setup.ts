// Set-up file inside each worker of a supabase-js client suite (rest-shared.ts): the suites are
// written for jest and for `supabase start` on port 54321 without an apikey. Requests to that
// address go to the embedded server started for the run, with the publishable key when the test
// sent no apikey (hosted Supabase refuses a request without one).
import { vi } from 'vitest';

const target = process.env.CLIENT_SUITE_API_URL ?? '';
const key = process.env.CLIENT_SUITE_PUBLISHABLE_KEY ?? '';
const SUITE_ORIGINS = ['http://localhost:54321', 'http://127.0.0.1:54321'];

Object.assign(globalThis, { jest: vi });

const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = input instanceof Request ? input.url : String(input);
  const origin = SUITE_ORIGINS.find((o) => url.startsWith(o));
  if (!origin || !target) return realFetch(input, init);
  const moved = target + url.slice(origin.length);
  const request = input instanceof Request ? new Request(moved, input) : new Request(moved, init);
  if (!request.headers.has('apikey')) request.headers.set('apikey', key);
  return realFetch(request);
};
