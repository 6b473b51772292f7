// The form's images: stored URLs and newly chosen files, in display order (the first is the
// cover), with limits. A chosen file is decoded before it is accepted, so a text file renamed
// .jpg is refused at once with its name, never shown as a broken preview or counted.
import { useEffect, useRef, useState } from 'react';
import { limits, PLACEHOLDER_IMAGE } from '~/config/constants';
import { STAFF_WORDS } from '~/lib/staff-words';
import { isAllowedImage, roomFor } from '~/lib/staff/vehicle/image-files';

export type ImageItem =
  { id: string; kind: 'existing'; url: string } | { id: string; kind: 'new'; file: File; previewUrl: string };

let seq = 0;
const nextId = () => `img-${++seq}`;

// The placeholder is what "no images" looks like when stored; it is not a real image to edit.
const fromUrls = (urls: readonly string[]): ImageItem[] =>
  urls.filter((u) => u !== PLACEHOLDER_IMAGE).map((url) => ({ id: nextId(), kind: 'existing', url }));

const revoke = (items: readonly ImageItem[]): void =>
  items.forEach((i) => i.kind === 'new' && URL.revokeObjectURL(i.previewUrl));

/** True when the browser can decode the file as a picture. */
export async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true; // no decoder to ask: the server checks
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

export function useImageList(initialUrls: readonly string[]) {
  const [items, setItems] = useState<ImageItem[]>(() => fromUrls(initialUrls));
  /** The list as opened (or as last reset): any difference is an unsaved change. */
  const [initial, setInitial] = useState<readonly ImageItem[]>(items);
  const live = useRef(items);
  live.current = items;
  useEffect(() => () => revoke(live.current), []);

  /** Add a choice of files; resolves to an error message to show, or null. Whole choice or nothing. */
  async function add(files: readonly File[]): Promise<string | null> {
    if (files.length === 0) return null;
    if (files.some((f) => !isAllowedImage(f))) return STAFF_WORDS.vehicle.badImageType;
    if (roomFor(live.current.length, files.length, limits.maxImages) === null)
      return STAFF_WORDS.vehicle.maxImages(limits.maxImages);
    for (const file of files) if (!(await decodes(file))) return STAFF_WORDS.vehicle.unreadableImage(file.name);
    // Checked again: another choice may have been added while these were decoding.
    if (roomFor(live.current.length, files.length, limits.maxImages) === null)
      return STAFF_WORDS.vehicle.maxImages(limits.maxImages);
    const added: ImageItem[] = files.map((file) => ({
      id: nextId(),
      kind: 'new',
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    live.current = [...live.current, ...added];
    setItems(live.current);
    return null;
  }

  function remove(id: string): void {
    setItems((prev) => {
      const gone = prev.find((i) => i.id === id);
      if (gone?.kind === 'new') URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((i) => i.id !== id);
    });
  }

  /** Moves the image to position `to` (0 makes it the cover). */
  function moveTo(id: string, to: number): void {
    setItems((prev) => {
      const from = prev.findIndex((i) => i.id === id);
      if (from < 0 || to < 0 || to >= prev.length || to === from) return prev;
      const next = [...prev];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  }

  /** Replaces the list with stored URLs (another person's version), dropping files chosen here. */
  function reset(urls: readonly string[]): void {
    revoke(live.current);
    const next = fromUrls(urls);
    setItems(next);
    setInitial(next);
  }

  const changed = items.length !== initial.length || items.some((item, i) => item !== initial[i]);
  return { items, add, remove, moveTo, reset, changed, full: items.length >= limits.maxImages };
}
