// The Storage API stand-in mounted at /storage/v1. Everything but public downloads needs a valid
// JWT (the anon key counts); the role in it decides, through RLS on storage.objects.
import type { ServerContext } from '../context.ts';
import type { ApiRequest, ApiResponse, JwtClaims, ServiceHandler } from '../http.ts';
import { createBucket, deleteBucket, getBucketRoute, listBuckets } from './buckets.ts';
import { downloadObject } from './download.ts';
import { StorageError, storageErrorResponse } from './errors.ts';
import { listObjects, removeObjects, removeOne } from './manage.ts';
import { createBlobStore, splitBucketPath } from './shared.ts';
import { uploadObject } from './upload.ts';

export { storageDir } from './shared.ts';

function requireClaims(req: ApiRequest): JwtClaims {
  if (req.claims) return req.claims;
  const message =
    req.jwtError === 'expired' ? 'jwt expired' : req.jwtError ? 'invalid signature' : "headers must have required property 'authorization'";
  throw new StorageError(req.jwtError ? '403' : '400', req.jwtError ? 'Unauthorized' : 'Error', message);
}

export function createStorageService(ctx: ServerContext): ServiceHandler {
  const blobs = createBlobStore(ctx);
  const route = async (req: ApiRequest): Promise<ApiResponse> => {
    const segs = req.path.split('/').filter(Boolean);
    const m = req.method;
    const read = m === 'GET' || m === 'HEAD';
    if (segs[0] === 'bucket') {
      const claims = requireClaims(req);
      const id = segs[1] ? decodeURIComponent(segs[1]) : undefined;
      if (!id && m === 'GET') return listBuckets(ctx, claims);
      if (!id && m === 'POST') return createBucket(ctx, claims, req.json());
      if (id && m === 'GET') return getBucketRoute(ctx, claims, id);
      if (id && m === 'DELETE') return deleteBucket(ctx, claims, id);
    }
    if (segs[0] === 'object') {
      const [, second, ...rest] = segs;
      if (read && second === 'public') {
        const { bucket, name } = splitBucketPath(rest);
        return downloadObject(ctx, blobs, req, bucket, name, null);
      }
      const claims = requireClaims(req);
      if (read && second === 'authenticated') {
        const { bucket, name } = splitBucketPath(rest);
        return downloadObject(ctx, blobs, req, bucket, name, claims);
      }
      if (m === 'POST' && second === 'list' && rest.length === 1) return listObjects(ctx, claims, decodeURIComponent(rest[0] ?? ''), req.json());
      const { bucket, name } = splitBucketPath(segs.slice(1));
      if (m === 'DELETE' && !name) return removeObjects(ctx, blobs, claims, bucket, req.json());
      if (m === 'DELETE') return removeOne(ctx, blobs, claims, bucket, name);
      if ((m === 'POST' || m === 'PUT') && name) return uploadObject(ctx, blobs, req, claims, bucket, name);
      if (read && name) return downloadObject(ctx, blobs, req, bucket, name, claims);
    }
    throw new StorageError('404', 'not_found', 'Route not found');
  };
  return async (req) => {
    try {
      return await route(req);
    } catch (e) {
      return storageErrorResponse(e);
    }
  };
}
