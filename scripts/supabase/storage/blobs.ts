// Where object bytes live: files under <dataDir>/storage/<bucket>/<name>, or a Map for --memory.
// Names are validated before they get here; the resolved path is still checked to stay inside.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { StorageError } from './errors.ts';

export interface BlobStore {
  put(bucket: string, name: string, data: Buffer): Promise<void>;
  get(bucket: string, name: string): Promise<Buffer | null>;
  remove(bucket: string, name: string): Promise<void>;
}

export function memoryBlobs(): BlobStore {
  const files = new Map<string, Buffer>();
  const key = (b: string, n: string): string => `${b}\u0000${n}`;
  return {
    async put(b, n, data) {
      files.set(key(b, n), Buffer.from(data));
    },
    async get(b, n) {
      return files.get(key(b, n)) ?? null;
    },
    async remove(b, n) {
      files.delete(key(b, n));
    },
  };
}

/** A name that is a folder where a file is wanted (or the reverse) answers 409 in Storage's shape. */
function clash(e: unknown, key: string): unknown {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') {
    return new StorageError('409', 'Conflict', `A file and a folder cannot share the name ${key}`);
  }
  if (code === 'ENAMETOOLONG') return new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);
  return e;
}

export function diskBlobs(root: string): BlobStore {
  const base = resolve(root);
  const uploads = `${base}-uploads`;
  const pathFor = (bucket: string, name: string): string => {
    const p = resolve(join(base, bucket, name));
    if (!p.startsWith(base + sep)) throw new Error(`object path escapes the storage directory: ${bucket}/${name}`);
    return p;
  };
  return {
    async put(bucket, name, data) {
      const file = pathFor(bucket, name);
      // Write then rename, so a reader never sees half a file. The partial file lives beside the
      // storage folder (never under an object's name) and is removed whatever happens.
      await mkdir(uploads, { recursive: true });
      const tmp = join(uploads, `${randomUUID()}.tmp`);
      try {
        await writeFile(tmp, data);
        await mkdir(dirname(file), { recursive: true });
        await rename(tmp, file);
      } catch (e) {
        throw clash(e, `${bucket}/${name}`);
      } finally {
        await rm(tmp, { force: true });
      }
    },
    async get(bucket, name) {
      try {
        return await readFile(pathFor(bucket, name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(bucket, name) {
      await rm(pathFor(bucket, name), { force: true });
    },
  };
}
