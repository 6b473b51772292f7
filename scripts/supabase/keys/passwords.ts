// Password hashes as GoTrue makes them (bcrypt, cost 10, the `$2a$` form Go's bcrypt writes and
// pgcrypto's crypt() reads), computed in a thread of their own rather than in the database
// engine: with pgcrypto every sign-in held the single engine for a bcrypt round, and ten
// addresses signing in within their limits slowed every reader (docs/security.md, "One visitor,
// one share"). A row written here verifies with extensions.crypt() and the other way round.
// The thread is shared between client addresses in turns: each address has its own line, and the
// line served longest ago goes next, so 120 wrong sign-ins from four addresses no longer make a
// fifth address's sign-in wait for all of them (docs/security.md, "Password hashing in turns").
import { Worker } from 'node:worker_threads';
import type { PasswordReply, PasswordRequest } from './password-worker.ts';

/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10;

/** bcrypt's lowest cost: GoTrue's own test suites hash at it (crypto.QuickHashCost). */
export const QUICK_BCRYPT_COST = 4;

/** The cost of new hashes (a stored hash is checked at its own). */
let hashCost = BCRYPT_COST;

/**
 * Test suites only: new hashes at bcrypt's lowest cost (true) or GoTrue's (false), as GoTrue's own
 * API tests set crypto.PasswordHashCost to QuickHashCost. A sign-up then costs about 2 ms of CPU
 * instead of 120; what a test of hashing itself measures (the turns, the stored form) sets
 * GoTrue's cost back. The server never calls it: `npm start` and every deployment hash at 10.
 */
export function hashQuickly(quick: boolean): void {
  hashCost = quick ? QUICK_BCRYPT_COST : BCRYPT_COST;
}

const WORKER_URL = new URL('./password-worker.ts', import.meta.url);

type Unsent = PasswordRequest extends infer R ? (R extends PasswordRequest ? Omit<R, 'id'> : never) : never;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve(v: string | boolean): void; reject(e: Error): void }>();

function workerThread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_URL);
  started.unref(); // never keeps the process alive on its own
  started.on('message', (reply: PasswordReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.value);
    else p.reject(new Error(reply.error));
  });
  started.on('error', (e) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
    worker = null;
  });
  started.on('exit', () => {
    worker = null;
  });
  worker = started;
  return started;
}

/** Sends one request to the thread; settles with its answer. */
function send(req: Unsent): Promise<string | boolean> {
  const current = workerThread();
  const id = nextId++;
  return new Promise<string | boolean>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    current.ref(); // kept alive while an answer is due
    current.postMessage({ ...req, id } as PasswordRequest);
  }).finally(() => {
    if (pending.size === 0) current.unref();
  });
}

interface Waiting {
  req: Unsent;
  resolve(v: string | boolean): void;
  reject(e: unknown): void;
}

/** Each address's waiting requests, and when its line was last served (0: never). */
const lines = new Map<string, { waiting: Waiting[]; servedAt: number }>();
/** When each address was last served, the oldest first; the least recent are forgotten. */
const servedAt = new Map<string, number>();
const MAX_REMEMBERED = 10_000;
let busy = false;
let turn = 0;

/** The next request: the first of the line served longest ago (a new address goes first). */
function next(): Waiting | undefined {
  let chosen: [string, { waiting: Waiting[]; servedAt: number }] | undefined;
  for (const entry of lines) if (!chosen || entry[1].servedAt < chosen[1].servedAt) chosen = entry;
  if (!chosen) return undefined;
  const [address, line] = chosen;
  const first = line.waiting.shift();
  line.servedAt = ++turn;
  // Remembered after the line empties, so an address that sends one request at a time does not
  // come back as new each time and jump ahead of the others.
  servedAt.delete(address);
  servedAt.set(address, turn);
  if (servedAt.size > MAX_REMEMBERED) servedAt.delete(servedAt.keys().next().value ?? '');
  if (line.waiting.length === 0) lines.delete(address);
  return first;
}

/** One bcrypt at a time in the thread (it runs one anyway), so the turns decide who waits. */
function pump(): void {
  if (busy) return;
  const job = next();
  if (!job) return;
  busy = true;
  send(job.req)
    .then(job.resolve, job.reject)
    .finally(() => {
      busy = false;
      pump();
    });
}

/** Queues `req` in the line of `address`: the client's (the server's own work has none and shares one line). */
function ask(req: Unsent, address: string): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    const line = lines.get(address);
    if (line) line.waiting.push({ req, resolve, reject });
    else lines.set(address, { waiting: [{ req, resolve, reject }], servedAt: servedAt.get(address) ?? 0 });
    pump();
  });
}

/** The bcrypt hash GoTrue would store for `password`, hashed in the turn of the client at `address`. */
export async function hashPassword(password: string, address: string): Promise<string> {
  const hash = (await ask({ kind: 'hash', password, cost: hashCost }, address)) as string;
  // bcryptjs writes `$2b$`; for passwords under 255 bytes (these are at most 72) `$2a$` is the
  // same hash, and it is what GoTrue stores and every pgcrypto reads.
  return hash.replace(/^\$2b\$/, '$2a$');
}

/** Whether `password` matches a stored bcrypt hash, checked in the turn of the client at `address`; anything that is not a hash never matches. */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  address: string,
): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) return false;
  return (await ask({ kind: 'verify', password, hash }, address)) === true;
}

/** The hash of a random password no one kept, at GoTrue's cost. */
const DECOY_HASH = '$2a$10$617N16BWqhzi2mybtyY/geb9UPNFS5dPuj/QbIddzt.sVu4OG8J9m';
/** Another, at the quick cost. */
const QUICK_DECOY_HASH = '$2a$04$NAkfY3vPhnMTn./yH45NeuWyJjwY8BG/5z24G6EnR6TUAYir6BXyq';

/** What an unknown account's sign-in is compared against: a hash at the cost of new hashes, so it
 * takes as long as a known account's. */
export const decoyHash = (): string => (hashCost === BCRYPT_COST ? DECOY_HASH : QUICK_DECOY_HASH);
