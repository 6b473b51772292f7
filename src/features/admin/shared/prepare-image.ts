// Downscale a chosen photo in the browser before upload (long edge about 2000 px), keeping
// its type where the browser can encode it, else WebP, else JPEG.
import { limits } from '~/config/constants';
import { extensionForType, fitWithin, isAllowedImageType } from '~/lib/staff/vehicle/image-files';
import type { PreparedImage } from '~/data/vehicles/browser';

const QUALITY = 0.88;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** Canvas silently falls back to PNG for a type it cannot encode; check what came out. */
async function encode(canvas: HTMLCanvasElement, preferred: string): Promise<PreparedImage> {
  for (const type of [preferred, 'image/webp', 'image/jpeg']) {
    const blob = await toBlob(canvas, type);
    if (blob && blob.type === type && isAllowedImageType(type)) {
      return { blob, type, extension: extensionForType(type) };
    }
  }
  throw new Error('This browser cannot encode images');
}

const asIs = (file: File): PreparedImage => {
  if (!isAllowedImageType(file.type)) throw new Error('Unsupported image type');
  return { blob: file, type: file.type, extension: extensionForType(file.type) };
};

function draw(bitmap: ImageBitmap, width: number, height: number): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

export async function prepareImage(file: File): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // A format this browser cannot decode (e.g. AVIF on an old engine): upload the original.
    return asIs(file);
  }
  try {
    const target = fitWithin({ width: bitmap.width, height: bitmap.height }, limits.imageMaxEdgePx);
    const fits = file.size <= limits.imageMaxBytes;
    if (!target.scaled && fits) return asIs(file);
    const canvas = draw(bitmap, target.width, target.height);
    if (!canvas) return asIs(file);
    const prepared = await encode(canvas, file.type);
    // A lossless PNG can stay over the bucket's 10 MB cap even at 2000 px; a lossy copy fits.
    return prepared.blob.size <= limits.imageMaxBytes ? prepared : await encode(canvas, 'image/webp');
  } finally {
    bitmap.close();
  }
}
