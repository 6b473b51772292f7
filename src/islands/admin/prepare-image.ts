// Downscale a chosen photo in the browser before upload (long edge about 2000 px), keeping
// its type where the browser can encode it, else WebP, else JPEG.
import { limits } from '~/config/site';
import { extensionForType, fitWithin, isAllowedImageType } from '~/lib/image-files';
import type { PreparedImage } from '~/lib/image-storage';

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
    if (!target.scaled) return asIs(file);
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return asIs(file);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, target.width, target.height);
    return await encode(canvas, file.type);
  } finally {
    bitmap.close();
  }
}
