// Where the sized copies of a Storage photo live and in which widths (read by the site's srcset,
// the browser's upload and `npm run photos:sized`). No settings here: scripts import it. Why a
// project has sized copies: docs/deploying.md, "Photos on every plan".
/** The widths every sized copy is made in (long enough for each slot at DPR 2). */
export const SIZED_COPY_WIDTHS = [400, 800, 1200, 1600] as const;
/** Folder of the sized copies inside the photo's bucket. */
const SIZED_COPY_FOLDER = 'sized';
/** WebP quality (0–1) of a sized copy. */
export const SIZED_COPY_QUALITY = 0.7;

/** Where the `width` copy of the object at `path` (inside its bucket) is stored. */
export const sizedCopyPath = (path: string, width: number): string => `${SIZED_COPY_FOLDER}/${width}/${path}`;

/** Whether `path` (inside its bucket) is itself a sized copy. */
export const isSizedCopy = (path: string): boolean => path.startsWith(`${SIZED_COPY_FOLDER}/`);

/** One sized copy of a photo, as the browser made it. */
export type SizedCopy = { width: number; blob: Blob; type: string };
/** Makes the sized copies of a photo (the browser's: src/data/vehicles/sized-copies.browser.ts). */
export type SizedCopyMaker = (photo: Blob) => Promise<SizedCopy[]>;
