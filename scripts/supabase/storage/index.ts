// The Storage API stand-in mounted at /storage/v1, one route table (http/routes.ts). Everything but
// public downloads needs a valid JWT (the anon key counts); the role in it decides, through RLS
// on storage.objects.
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse, JwtClaims, ServiceHandler } from '../http/http.ts';
import { matchRoute, route, type RouteHandler, type RouteParams } from '../http/routes.ts';
import { createBucket, deleteBucket, getBucketRoute, listBuckets } from './buckets.ts';
import { downloadObject } from './download.ts';
import { StorageError, storageErrorResponse } from './errors.ts';
import { listObjects, removeObjects, removeOne } from './manage.ts';
import { createVariantCache, renderImage } from './render.ts';
import { createBlobStore } from './shared.ts';
import { uploadObject } from './upload.ts';

export { storageDir } from './shared.ts';

/** A render request while image transformations are off: hosted Storage's 403 FeatureNotEnabled. */
const transformationsOff = (): ApiResponse => ({
  status: 403,
  body: { error: 'FeatureNotEnabled', statusCode: '403', message: 'feature not enabled for this tenant' },
});

/** Where objects are uploaded (POST/PUT); the gateway reads the bucket from it to apply its size cap. */
export const OBJECT_PATH = '/object/:bucket/*name';

function requireClaims(req: ApiRequest): JwtClaims {
  if (req.claims) return req.claims;
  const message =
    req.jwtError === 'expired'
      ? 'jwt expired'
      : req.jwtError
        ? 'invalid signature'
        : "headers must have required property 'authorization'";
  throw new StorageError(req.jwtError ? '403' : '400', req.jwtError ? 'Unauthorized' : 'Error', message);
}

/** A route that needs a valid JWT (the anon key counts). */
const signedIn =
  (fn: (req: ApiRequest, claims: JwtClaims, params: RouteParams) => Promise<ApiResponse>): RouteHandler =>
  (req, params) =>
    fn(req, requireClaims(req), params);

export function createStorageService(ctx: ServerContext): ServiceHandler {
  const blobs = createBlobStore(ctx);
  const variants = createVariantCache();
  const routes = [
    route(
      'GET',
      '/bucket',
      signedIn((_req, claims) => listBuckets(ctx, claims)),
    ),
    route(
      'POST',
      '/bucket',
      signedIn((req, claims) => createBucket(ctx, claims, req.json())),
    ),
    route(
      'GET',
      '/bucket/:id',
      signedIn((_req, claims, { id = '' }) => getBucketRoute(ctx, claims, id)),
    ),
    route(
      'DELETE',
      '/bucket/:id',
      signedIn((_req, claims, { id = '' }) => deleteBucket(ctx, claims, id)),
    ),
    route('GET', '/object/public/:bucket/*name', (req, { bucket = '', name = '' }) =>
      downloadObject(ctx, blobs, req, bucket, name, null),
    ),
    // Image transformations (render.ts): the same access as the downloads above.
    route('GET', '/render/image/public/:bucket/*name', (req, { bucket = '', name = '' }) =>
      renderImage(ctx, blobs, variants, req, bucket, name, null),
    ),
    route(
      'GET',
      '/render/image/authenticated/:bucket/*name',
      signedIn((req, claims, { bucket = '', name = '' }) =>
        renderImage(ctx, blobs, variants, req, bucket, name, claims),
      ),
    ),
    route(
      'GET',
      '/object/authenticated/:bucket/*name',
      signedIn((req, claims, { bucket = '', name = '' }) => downloadObject(ctx, blobs, req, bucket, name, claims)),
    ),
    route(
      'POST',
      '/object/list/:bucket',
      signedIn((req, claims, { bucket = '' }) => listObjects(ctx, claims, bucket, req.json())),
    ),
    route(
      'DELETE',
      '/object/:bucket',
      signedIn((req, claims, { bucket = '' }) => removeObjects(ctx, blobs, claims, bucket, req.json())),
    ),
    route(
      'DELETE',
      OBJECT_PATH,
      signedIn((_req, claims, { bucket = '', name = '' }) => removeOne(ctx, blobs, claims, bucket, name)),
    ),
    route(
      ['POST', 'PUT'],
      OBJECT_PATH,
      signedIn((req, claims, { bucket = '', name = '' }) => uploadObject(ctx, blobs, req, claims, bucket, name)),
    ),
    route(
      'GET',
      OBJECT_PATH,
      signedIn((req, claims, { bucket = '', name = '' }) => downloadObject(ctx, blobs, req, bucket, name, claims)),
    ),
  ];
  return async (req) => {
    // [storage.image_transformation] enabled = false answers render requests as a hosted
    // project without the feature does (storage-api's tenant feature check), before any work.
    if (!ctx.config.storage.imageTransformation && /^\/render\//.test(req.path)) return transformationsOff();
    try {
      const found = matchRoute(routes, req.method, req.path);
      if (found.kind !== 'found') throw new StorageError('404', 'not_found', 'Route not found');
      return await found.handler(req, found.params);
    } catch (e) {
      return storageErrorResponse(e);
    }
  };
}
