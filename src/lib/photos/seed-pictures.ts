// The seed's pictures (public/seed/, written by scripts/seed/generate-pictures.ts) come in four
// sizes: <slug>-<view>.webp for the gallery (1200 px), which the seed rows name,
// <slug>-<view>-main.webp (800 px) offered beside it for the vehicle page's main photo on a phone,
// <slug>-<view>-card.webp for cards and <slug>-<view>-thumb.webp for the gallery's thumbnails. Any other image (staff uploads,
// the placeholder) has one size here (Storage sizes staff photos: src/lib/photos/image-sizes.ts).
const SEED_GALLERY = /^\/seed\/[A-Za-z0-9_-]+\.webp$/;
/** The smaller copies' file-name suffixes. */
export const SEED_COPY_SUFFIX = { main: '-main', card: '-card', thumb: '-thumb' } as const;
type SeedCopy = keyof typeof SEED_COPY_SUFFIX;

const isCopy = (src: string): boolean => Object.values(SEED_COPY_SUFFIX).some((s) => src.endsWith(`${s}.webp`));
const seedCopy = (src: string, copy: SeedCopy): string =>
  SEED_GALLERY.test(src) && !isCopy(src) ? src.replace(/\.webp$/, `${SEED_COPY_SUFFIX[copy]}.webp`) : src;

/** The picture to show where a card is drawn: the seed's card copy (640x480), else `src`. */
export const cardImageSrc = (src: string): string => seedCopy(src, 'card');
/** The picture for a gallery thumbnail: the seed's thumbnail copy (240x180), else `src`. */
export const thumbImageSrc = (src: string): string => seedCopy(src, 'thumb');
/**
 * The main photo's `srcset` when `src` is a seed gallery picture (its 800 px copy and itself at
 * 1200 px), else null: a phone's main photo does not need the 1200 px picture.
 */
export const seedMainSrcset = (src: string): string | null =>
  SEED_GALLERY.test(src) && !isCopy(src) ? `${seedCopy(src, 'main')} 800w, ${src} 1200w` : null;
