// Password hashes as GoTrue makes them (bcrypt, cost 10, the `$2a$` form Go's bcrypt writes and
// pgcrypto's crypt() reads), computed in a thread of their own rather than in the database
// engine: with pgcrypto every sign-in held the single engine for a bcrypt round, and ten
// addresses signing in within their limits slowed every reader (docs/security.md, "One visitor,
// one share"). A row written here verifies with extensions.crypt() and the other way round.
import { Worker } from 'node:worker_threads';
import type { PasswordReply, PasswordRequest } from './password-worker.ts';

/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10;

const WORKER_URL = new URL('./password-worker.ts', import.meta.url);

type Unsent = PasswordRequest extends infer R ? (R extends PasswordRequest ? Omit<R, 'id'> : never) : never;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve(v: string | boolean): void; reject(e: Error): void }>();

function ask(req: Unsent): Promise<string | boolean> {
  if (!worker) {
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
  }
  const id = nextId++;
  const current = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    current.ref(); // kept alive while an answer is due
    current.postMessage({ ...req, id } as PasswordRequest);
  }).finally(() => {
    if (pending.size === 0) current.unref();
  }) as Promise<string | boolean>;
}

/** The bcrypt hash GoTrue would store for `password`. */
export async function hashPassword(password: string): Promise<string> {
  const hash = (await ask({ kind: 'hash', password, cost: BCRYPT_COST })) as string;
  // bcryptjs writes `$2b$`; for passwords under 255 bytes (these are at most 72) `$2a$` is the
  // same hash, and it is what GoTrue stores and every pgcrypto reads.
  return hash.replace(/^\$2b\$/, '$2a$');
}

/** Whether `password` matches a stored bcrypt hash; anything that is not one never matches. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) return false;
  return (await ask({ kind: 'verify', password, hash })) === true;
}

/** The hash of a random password no one kept, at GoTrue's cost: unknown accounts are compared against it. */
export const DECOY_HASH = '$2a$10$617N16BWqhzi2mybtyY/geb9UPNFS5dPuj/QbIddzt.sVu4OG8J9m';
