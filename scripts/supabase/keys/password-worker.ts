// The thread that runs bcrypt for passwords.ts. Loaded by Node directly (type stripping), so it
// uses erasable TypeScript only and imports nothing from the project.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

export type PasswordRequest =
  | { id: number; kind: 'hash'; password: string; cost: number }
  | { id: number; kind: 'verify'; password: string; hash: string };

export type PasswordReply =
  { id: number; ok: true; value: string | boolean } | { id: number; ok: false; error: string };

const port = parentPort;
if (port) {
  port.on('message', (req: PasswordRequest) => {
    const work = req.kind === 'hash' ? bcrypt.hash(req.password, req.cost) : bcrypt.compare(req.password, req.hash);
    work.then(
      (value: string | boolean) => port.postMessage({ id: req.id, ok: true, value } satisfies PasswordReply),
      (e: unknown) => port.postMessage({ id: req.id, ok: false, error: String(e) } satisfies PasswordReply),
    );
  });
}
