// Photos at the size they are shown. A photo in Supabase Storage (a staff upload) is offered in
// several widths through Storage's image transformations (/storage/v1/render/image/public/…, made
// by hosted Supabase and by the embedded server alike), and the browser picks by `sizes` and the
// screen's density: a phone's card does not download the 4000-pixel original. Other images (the
// seed's SVGs, the placeholder) are offered as they are.
//
// Hosted image transformations need the Pro plan, so with PUBLIC_IMAGE_TRANSFORMATION=off (a Free
// plan; docs/deploying.md, "Photos on every plan") the same srcset names sized copies instead:
// stored next to each photo when it is uploaded (the dialog, the CSV import) or by
// `npm run photos:sized` (photos stored through the API, or before), under
// sized/<width>/<the photo's path> in the same public bucket, in SIZED_COPY_WIDTHS.
import { PHOTO_SIZING, type PhotoSizing } from '~/config/photo-sizing';
import { SIZED_COPY_WIDTHS, sizedCopyPath } from './sized-copies';

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';
/** WebP/AVIF quality asked of Storage: photos on a dark page, seen small. */
const QUALITY = 70;

/** Where each photo is shown: the widths offered, and how wide it is drawn (CSS `sizes`). */
export const IMAGE_SLOTS = {
  /**
   * Inventory, saved and similar cards: one column on a phone, two from 640 px, three from 1024 px,
   * inside the page's margins (`shell`: 20 px a side, 32 px from 640 px) and the 24 px gap. A
   * phone 412 px wide at 1.75× draws a card 651 pixels wide: 720 px, not 800. No 320 px: every
   * card is drawn wider than that on any screen at 1.5× and up, and each width offered is one more
   * long address in /inventory's first round trip.
   */
  card: {
    widths: [480, 640, 720, 800, 1024],
    sizes: '(min-width: 1024px) 384px, (min-width: 640px) calc(50vw - 44px), calc(100vw - 40px)',
  },
  /** The vehicle page's main photo: the gallery column (3/5 of the page from 1024 px). */
  main: { widths: [480, 720, 960, 1280, 1600], sizes: '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw' },
  /** The thumbnail strip (90 × 68 px, 100 × 75 px from 640 px). */
  thumb: { widths: [120, 200, 300], sizes: '100px' },
  /** The full-screen gallery. */
  full: { widths: [640, 960, 1280, 1600, 1920, 2560], sizes: '100vw' },
  /** The landing hero's car, drawn min(72rem, 125vw) wide behind the title. */
  hero: { widths: [640, 960, 1280, 1600], sizes: 'min(1152px, 125vw)' },
  /** The comparison table's column heads. */
  compare: { widths: [320, 480, 640], sizes: '(min-width: 1024px) 320px, 40vw' },
} as const;
type ImageSlot = keyof typeof IMAGE_SLOTS;

/** `srcset` and `sizes` for `url` in `slot`; both null when the image is not a Storage photo. */
export function imageSources(
  url: string,
  slot: ImageSlot,
  sizing: PhotoSizing = PHOTO_SIZING,
): { srcset: string | null; sizes: string | null } {
  const at = url.indexOf(OBJECT_PATH);
  if (at === -1 || url.includes('?')) return { srcset: null, sizes: null };
  if (sizing === 'copies') {
    // .../object/public/<bucket>/<path> → .../object/public/<bucket>/sized/<w>/<path>
    const base = url.slice(0, at + OBJECT_PATH.length);
    const rest = url.slice(at + OBJECT_PATH.length);
    const slash = rest.indexOf('/');
    if (slash === -1) return { srcset: null, sizes: null };
    const bucket = rest.slice(0, slash);
    const path = rest.slice(slash + 1);
    const srcset = SIZED_COPY_WIDTHS.map((w) => `${base}${bucket}/${sizedCopyPath(path, w)} ${w}w`).join(', ');
    return { srcset, sizes: IMAGE_SLOTS[slot].sizes };
  }
  const render = `${url.slice(0, at)}${RENDER_PATH}${url.slice(at + OBJECT_PATH.length)}`;
  const { widths, sizes } = IMAGE_SLOTS[slot];
  return { srcset: widths.map((w) => `${render}?width=${w}&quality=${QUALITY} ${w}w`).join(', '), sizes };
}
