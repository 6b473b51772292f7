// Choose several images at once, preview, remove one by one and put them in order: the first is
// the cover the cards and the vehicle page show. Order by dragging a photo onto another's place,
// or by keyboard: 'Move earlier' / 'Move later' buttons, arrow keys on a focused photo, and
// 'Make cover'. Every move is announced in a live region, and focus stays with the moved photo.
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { limits } from '~/config/constants';
import { IMAGE_ACCEPT } from '~/lib/staff/vehicle/image-files';
import PhotoTile, { type MoveControl } from './PhotoTile';
import type { ImageItem } from './use-image-list';

type Props = {
  items: ImageItem[];
  full: boolean;
  disabled: boolean;
  /** The last choice's problem, shown beside the picker (null when none). */
  error: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMoveTo: (id: string, to: number) => void;
};

/** How a photo is named to a screen reader: the chosen file's name, or a stored photo's file name. */
const nameOf = (item: ImageItem): string =>
  item.kind === 'new' ? item.file.name : decodeURIComponent(item.url.split('/').pop() ?? '') || 'Photo';

const movedText = (item: ImageItem, to: number, total: number): string =>
  to === 0
    ? `${nameOf(item)} is now the cover photo (position 1 of ${total}).`
    : `${nameOf(item)} moved to position ${to + 1} of ${total}.`;

export default function ImagePicker({ items, full, disabled, error, onAdd, onRemove, onMoveTo }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  /** After a move: the photo, and its control to keep focused (the photo itself when that is disabled now). */
  const follow = useRef<{ id: string; control: MoveControl | null } | null>(null);

  useEffect(() => {
    const moved = follow.current;
    follow.current = null;
    if (!moved) return;
    const photo = list.current?.querySelector<HTMLElement>(`[data-image-id="${moved.id}"]`);
    const control = moved.control ? photo?.querySelector<HTMLButtonElement>(`[data-control="${moved.control}"]`) : null;
    (control && !control.disabled ? control : photo)?.focus();
  }, [items]);

  const move = (id: string, to: number, control: MoveControl | null) => {
    const item = items.find((i) => i.id === id);
    if (!item || to < 0 || to >= items.length) return;
    onMoveTo(id, to);
    setAnnouncement(movedText(item, to, items.length));
    follow.current = { id, control };
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-cream">Images</legend>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={full || disabled}
          aria-describedby={error ? 'v-images-error' : undefined}
          onClick={() => input.current?.click()}
        >
          {full ? 'Maximum Images Reached' : 'Upload Images'}
        </button>
        <span className="text-sm text-cream-muted" aria-live="polite">
          {items.length}/{limits.maxImages} images selected
        </span>
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose vehicle images"
          data-testid="vehicle-image-input"
          onChange={(e) => {
            onAdd(Array.from(e.target.files ?? []));
            e.target.value = ''; // so choosing the same file again still fires change
          }}
        />
      </div>
      {error && (
        <p id="v-images-error" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <p className="text-xs text-cream-dim">
        JPEG, PNG, WebP or AVIF. Large photos are resized to about {limits.imageMaxEdgePx} px. No image: a placeholder
        is shown.
        {items.length > 1 &&
          ' The first photo is the cover: drag photos, or use the arrow keys on a photo, to reorder.'}
      </p>
      {items.length > 0 && (
        <ol ref={list} className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Selected images">
          {items.map((item, i) => (
            <PhotoTile
              key={item.id}
              item={item}
              index={i}
              total={items.length}
              disabled={disabled}
              look={dragging === item.id ? 'dragged' : dragging !== null && dropAt === i ? 'target' : null}
              onMove={(to, control) => move(item.id, to, control)}
              onRemove={() => {
                onRemove(item.id);
                setAnnouncement(`${nameOf(item)} removed.`);
              }}
              drag={{
                onDragStart: (e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', item.id);
                  setDragging(item.id);
                },
                onDragOver: (e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  setDropAt(i);
                },
                onDrop: (e) => {
                  e.preventDefault();
                  if (dragging !== null) move(dragging, i, null);
                  setDragging(null);
                  setDropAt(null);
                },
                onDragEnd: () => {
                  setDragging(null);
                  setDropAt(null);
                },
              }}
            />
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite" data-testid="image-order-status">
        {announcement}
      </p>
    </fieldset>
  );
}
