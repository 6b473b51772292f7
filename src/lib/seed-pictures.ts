// The seed's pictures (public/seed/, written by scripts/seed/generate-pictures.ts) come in two
// sizes: <slug>-<view>.webp for the gallery, which the seed rows name, and <slug>-<view>-card.webp
// for cards and thumbnails. Any other image (staff uploads, the placeholder) has one size here.
const SEED_GALLERY = /^\/seed\/[A-Za-z0-9_-]+\.webp$/;
export const CARD_SUFFIX = '-card';

/** The picture to show where a card or thumbnail is drawn: the seed's smaller copy, else `src`. */
export const cardImageSrc = (src: string): string =>
  SEED_GALLERY.test(src) && !src.endsWith(`${CARD_SUFFIX}.webp`) ? src.replace(/\.webp$/, `${CARD_SUFFIX}.webp`) : src;
