// How the site offers Storage photos in several widths (docs/deploying.md, "Photos on every plan").
// 'render': Storage's image transformations (hosted: Pro plan and up). 'copies': the sized copies
// stored next to each photo (PUBLIC_IMAGE_TRANSFORMATION=off, e.g. on the Free plan;
// src/lib/photos/sized-copies.ts).
import { PUBLIC_IMAGE_TRANSFORMATION } from 'astro:env/client';

export type PhotoSizing = 'render' | 'copies';
export const PHOTO_SIZING: PhotoSizing = PUBLIC_IMAGE_TRANSFORMATION === 'off' ? 'copies' : 'render';
