// Sized copies of a photo, made in the browser as it is uploaded, for projects without
// Storage image transformations (PUBLIC_IMAGE_TRANSFORMATION=off; hosted Free plan). One copy per
// SIZED_COPY_WIDTHS width (never wider than the photo), WebP where the browser encodes it, else
// JPEG. `npm run photos:sized` makes the same copies with sharp for photos stored any other way.
// Runs in the browser only (.browser.ts): OffscreenCanvas and createImageBitmap.
import { SIZED_COPY_QUALITY, SIZED_COPY_WIDTHS, type SizedCopy, type SizedCopyMaker } from '~/lib/photos/sized-copies';

async function encode(canvas: OffscreenCanvas): Promise<{ blob: Blob; type: string }> {
  for (const type of ['image/webp', 'image/jpeg']) {
    const blob = await canvas.convertToBlob({ type, quality: SIZED_COPY_QUALITY });
    // A type the browser cannot encode comes back as PNG: try the next one.
    if (blob.type === type) return { blob, type };
  }
  throw new Error('This browser cannot encode images');
}

export const makeSizedCopies: SizedCopyMaker = async (photo) => {
  const bitmap = await createImageBitmap(photo);
  try {
    const copies: SizedCopy[] = [];
    for (const width of SIZED_COPY_WIDTHS) {
      const w = Math.min(width, bitmap.width);
      const h = Math.max(1, Math.round((bitmap.height * w) / bitmap.width));
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('This browser cannot draw images');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(bitmap, 0, 0, w, h);
      copies.push({ width, ...(await encode(canvas)) });
    }
    return copies;
  } finally {
    bitmap.close();
  }
};
