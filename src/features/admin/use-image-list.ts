// The form's images: stored URLs and newly chosen files, in display order, with limits.
import { useEffect, useRef, useState } from 'react';
import { limits, PLACEHOLDER_IMAGE } from '~/config/constants';
import { VEHICLE_MESSAGES } from '~/lib/auth-messages';
import { isAllowedImage, roomFor } from '~/lib/image-files';

export type ImageItem =
  { id: string; kind: 'existing'; url: string } | { id: string; kind: 'new'; file: File; previewUrl: string };

let seq = 0;
const nextId = () => `img-${++seq}`;

export function useImageList(initialUrls: readonly string[]) {
  // The placeholder is what "no images" looks like when stored; it is not a real image to edit.
  const [items, setItems] = useState<ImageItem[]>(() =>
    initialUrls.filter((u) => u !== PLACEHOLDER_IMAGE).map((url) => ({ id: nextId(), kind: 'existing', url })),
  );
  const live = useRef(items);
  live.current = items;
  useEffect(() => () => live.current.forEach((i) => i.kind === 'new' && URL.revokeObjectURL(i.previewUrl)), []);

  /** Add a choice of files; returns an error message to show, or null. Whole choice or nothing. */
  function add(files: readonly File[]): string | null {
    if (files.length === 0) return null;
    if (files.some((f) => !isAllowedImage(f))) return VEHICLE_MESSAGES.badImageType;
    if (roomFor(live.current.length, files.length, limits.maxImages) === null) return VEHICLE_MESSAGES.maxImages;
    const added: ImageItem[] = files.map((file) => ({
      id: nextId(),
      kind: 'new',
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    setItems((prev) => [...prev, ...added]);
    return null;
  }

  function remove(id: string): void {
    setItems((prev) => {
      const gone = prev.find((i) => i.id === id);
      if (gone?.kind === 'new') URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((i) => i.id !== id);
    });
  }

  function move(id: string, delta: -1 | 1): void {
    setItems((prev) => {
      const from = prev.findIndex((i) => i.id === id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= prev.length) return prev;
      const next = [...prev];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  }

  return { items, add, remove, move, full: items.length >= limits.maxImages };
}
