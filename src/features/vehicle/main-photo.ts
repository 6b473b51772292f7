// The vehicle page's main photo in the widths a phone and a desktop draw it at: a staff upload
// through Storage (image-sizes.ts), a seed picture as its 800 px copy and itself (seed-pictures.ts).
// Apart from image-sizes.ts because only the vehicle page shows seed pictures this way, and the
// staff pages, which load image-sizes.ts before their first cards, have no room for it.
import { IMAGE_SLOTS, imageSources } from '~/lib/photos/image-sizes';
import { seedMainSrcset } from '~/lib/photos/seed-pictures';

export function mainPhotoSources(src: string): { srcset: string | null; sizes: string | null } {
  const seed = seedMainSrcset(src);
  return seed ? { srcset: seed, sizes: IMAGE_SLOTS.main.sizes } : imageSources(src, 'main');
}
