// A sell offer's photos, in the visitor's browser: each made smaller as the car photos are (long
// edge 2000 px, under the 10 MB cap) and re-encoded as JPEG (which also drops the camera's
// location data), then put in the private lead-photos bucket with the public key. No supabase-js:
// the form's chunk stays small. The visitor can add photos there, never read them back.
import { limits } from '~/config/constants';
import { liveConfig } from '~/config/live-config';
import { LEAD_PHOTOS_BUCKET, offerPhotoPath } from '~/lib/leads/lead-photos';
import { fitWithin } from '~/lib/staff/vehicle/image-files';

const QUALITY = 0.85;

/** The photo as a JPEG within the limits; throws when the browser cannot read or encode it. */
export async function offerPhotoJpeg(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height }, limits.imageMaxEdgePx);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No canvas');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    if (!blob || blob.type !== 'image/jpeg' || blob.size > limits.imageMaxBytes) throw new Error('Cannot encode');
    return blob;
  } finally {
    bitmap.close();
  }
}

/**
 * Puts the photos under `folder` as 1.jpg, 2.jpg, …, skipping those `done` already holds (a retry
 * after a lost answer sends only what is missing); resolves with every path, in order.
 */
export async function uploadOfferPhotos(
  folder: string,
  files: readonly File[],
  done: Set<string>,
  cfg = liveConfig,
): Promise<string[]> {
  const paths: string[] = [];
  for (const [i, file] of files.entries()) {
    const path = offerPhotoPath(folder, i + 1);
    if (!done.has(path)) {
      const res = await fetch(`${cfg.url}/storage/v1/object/${LEAD_PHOTOS_BUCKET}/${path}`, {
        method: 'POST',
        headers: { apikey: cfg.anonKey, Authorization: `Bearer ${cfg.anonKey}`, 'Content-Type': 'image/jpeg' },
        body: await offerPhotoJpeg(file),
      });
      if (!res.ok) throw new Error(`Upload refused: ${res.status}`);
      done.add(path);
    }
    paths.push(path);
  }
  return paths;
}
