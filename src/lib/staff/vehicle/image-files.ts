// Which files the vehicle form accepts, and how uploaded files are named and sized.
import { ALLOWED_IMAGE_TYPES, limits } from '~/config/constants';

type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

const EXTENSIONS: Record<AllowedImageType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
};

/** The extension used in stored names, one per type. */
const CANONICAL_EXTENSION: Record<AllowedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const IMAGE_ACCEPT = [...ALLOWED_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.avif'].join(',');

export function isAllowedImageType(type: string): type is AllowedImageType {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Both the declared type and the name's extension must be one of the four formats, and agree. */
export function isAllowedImage(file: { name: string; type: string }): boolean {
  if (!isAllowedImageType(file.type)) return false;
  return EXTENSIONS[file.type].includes(fileExtension(file.name));
}

export function extensionForType(type: AllowedImageType): string {
  return CANONICAL_EXTENSION[type];
}

/** docs/product.md §5: names are built from the timestamp, the index and the extension. */
export function buildImageName(timestamp: number, index: number, extension: string): string {
  return `${timestamp}-${index}.${extension}`;
}

type Size = { width: number; height: number };

/** Scale so the long edge is at most `maxEdge`, keeping the aspect ratio; never upscales. */
export function fitWithin(size: Size, maxEdge: number = limits.imageMaxEdgePx): Size & { scaled: boolean } {
  const longEdge = Math.max(size.width, size.height);
  if (longEdge <= maxEdge) return { ...size, scaled: false };
  const ratio = maxEdge / longEdge;
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
    scaled: true,
  };
}

/** How many of `incoming` may be added next to `current` images; null when the choice passes the limit. */
export function roomFor(current: number, incoming: number, max: number = limits.maxImages): number | null {
  return current + incoming > max ? null : incoming;
}
