// Upload prepared images to the public bucket and get their URLs; undo an upload whose save failed.
import { IMAGE_BUCKET } from '~/config/constants';
import { buildImageName } from '~/lib/staff/vehicle/image-files';
import { sizedCopyPath, type SizedCopyMaker } from '~/lib/photos/sized-copies';
import type { AppSupabase } from '../supabase';

export type PreparedImage = { blob: Blob; type: string; extension: string };
export type UploadResult = { urls: string[]; paths: string[] };
/** A photo's sized copies, made in the browser by ./sized-copies.browser.ts. */
export type { SizedCopy, SizedCopyMaker } from '~/lib/photos/sized-copies';

/**
 * Upload in order (so progress is meaningful and URLs keep the chosen order). If one upload
 * fails, the ones already stored are removed before the error is thrown: no orphans. Without
 * Storage image transformations each photo's sized copies are stored with it, and
 * `paths` names them too (so undoing a failed save removes them as well).
 */
export async function uploadImages(
  client: AppSupabase,
  images: readonly PreparedImage[],
  onProgress: (done: number, total: number) => void = () => {},
  timestamp: number = Date.now(),
  /** Makes a photo's sized copies; by default, when the site uses copies (PHOTO_SIZING), the browser's maker. */
  sizedCopies?: SizedCopyMaker | null,
): Promise<UploadResult> {
  const bucket = client.storage.from(IMAGE_BUCKET);
  const result: UploadResult = { urls: [], paths: [] };
  // Loaded on use: this module is shared (Node imports it too), and the maker and PHOTO_SIZING
  // (astro:env) are the browser's.
  const copies = sizedCopies === undefined ? await defaultSizedCopies() : sizedCopies;
  try {
    for (const [index, image] of images.entries()) {
      const path = buildImageName(timestamp, index, image.extension);
      const { error } = await bucket.upload(path, image.blob, { contentType: image.type, upsert: false });
      if (error) throw new Error(error.message);
      result.paths.push(path);
      for (const copy of copies ? await copies(image.blob) : []) {
        const copyPath = sizedCopyPath(path, copy.width);
        const stored = await bucket.upload(copyPath, copy.blob, { contentType: copy.type, upsert: false });
        if (stored.error) throw new Error(stored.error.message);
        result.paths.push(copyPath);
      }
      result.urls.push(bucket.getPublicUrl(path).data.publicUrl);
      onProgress(index + 1, images.length);
    }
    return result;
  } catch (e) {
    await removeImages(client, result.paths);
    throw e;
  }
}

async function defaultSizedCopies(): Promise<SizedCopyMaker | null> {
  const { PHOTO_SIZING } = await import('~/config/photo-sizing');
  return PHOTO_SIZING === 'copies' ? (await import('./sized-copies.browser')).makeSizedCopies : null;
}

/** Best effort: a failed clean-up must not hide the error that caused it. */
export async function removeImages(client: AppSupabase, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    await client.storage.from(IMAGE_BUCKET).remove([...paths]);
  } catch {
    // Nothing more to do from a browser; the names are unique and unreferenced.
  }
}
