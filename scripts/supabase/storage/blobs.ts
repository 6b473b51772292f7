// Where object bytes live: files under <dataDir>/storage/<bucket>/<name>, or a Map for --memory.
// Names are validated before they get here; the resolved path is still checked to stay inside.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

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

export function diskBlobs(root: string): BlobStore {
  const base = resolve(root);
  const pathFor = (bucket: string, name: string): string => {
    const p = resolve(join(base, bucket, name));
    if (!p.startsWith(base + sep)) throw new Error(`object path escapes the storage directory: ${bucket}/${name}`);
    return p;
  };
  return {
    async put(bucket, name, data) {
      const file = pathFor(bucket, name);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
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
