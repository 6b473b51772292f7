// Choose several images at once, preview, remove one by one and put them in order: the first is
// the cover the cards and the vehicle page show. Order by dragging a photo onto another's place,
// or by keyboard: 'Move earlier' / 'Move later' buttons, arrow keys on a focused photo, and
// 'Make cover'. Every move is announced in a live region, and focus stays with the moved photo.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { limits } from '~/config/constants';
import { IMAGE_ACCEPT } from '~/lib/image-files';
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

const iconBtn =
  'grid h-8 w-8 place-items-center rounded-full bg-ink/80 text-cream hover:bg-gold hover:text-ink disabled:opacity-30 focus-visible:ring-2 focus-visible:ring-gold';

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
  const follow = useRef<{ id: string; control: string | null } | null>(null);

  useEffect(() => {
    const moved = follow.current;
    follow.current = null;
    if (!moved) return;
    const photo = list.current?.querySelector<HTMLElement>(`[data-image-id="${moved.id}"]`);
    const control = moved.control ? photo?.querySelector<HTMLButtonElement>(`[data-control="${moved.control}"]`) : null;
    (control && !control.disabled ? control : photo)?.focus();
  }, [items]);

  const move = (id: string, to: number, control: string | null) => {
    const item = items.find((i) => i.id === id);
    if (!item || to < 0 || to >= items.length) return;
    onMoveTo(id, to);
    setAnnouncement(movedText(item, to, items.length));
    follow.current = { id, control };
  };

  const onKey = (e: KeyboardEvent<HTMLLIElement>, id: string, i: number) => {
    if (disabled || e.target !== e.currentTarget) return;
    const to = { ArrowLeft: i - 1, ArrowUp: i - 1, ArrowRight: i + 1, ArrowDown: i + 1, Home: 0 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(id, to, null);
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
          {items.map((item, i) => {
            const n = i + 1;
            const target = dragging !== null && dropAt === i && dragging !== item.id;
            return (
              // A photo is a draggable, focusable list item; its buttons do the same by click.
              // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- a sortable item: arrow keys move the focused photo
              <li
                key={item.id}
                data-image-id={item.id}
                tabIndex={disabled ? -1 : 0}
                aria-label={`Image ${n} of ${items.length}${i === 0 ? ', cover' : ''}`}
                draggable={!disabled}
                onKeyDown={(e) => onKey(e, item.id, i)}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', item.id);
                  setDragging(item.id);
                }}
                onDragOver={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  setDropAt(i);
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragging !== null) move(dragging, i, null);
                  setDragging(null);
                  setDropAt(null);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setDropAt(null);
                }}
                className={`group relative cursor-grab overflow-hidden rounded-lg border focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-gold ${
                  target ? 'border-gold ring-2 ring-gold' : 'border-line'
                } ${dragging === item.id ? 'opacity-50' : ''}`}
              >
                {/* eslint-disable-next-line jsx-a11y-x/img-redundant-alt -- staff order photos by their position: 'Image 2 of 5' */}
                <img
                  src={item.kind === 'new' ? item.previewUrl : item.url}
                  alt={`Image ${n} of ${items.length}`}
                  draggable={false}
                  className="aspect-square w-full object-cover"
                />
                <div className="absolute inset-x-0 top-0 flex bg-linear-to-b from-black/70 p-1">
                  {i === 0 ? (
                    <span className="rounded-sm bg-gold px-1.5 text-[10px] font-bold text-ink">Cover</span>
                  ) : (
                    <button
                      type="button"
                      className="rounded-sm bg-ink/80 px-1.5 text-[10px] font-bold text-cream hover:bg-gold hover:text-ink focus-visible:ring-2 focus-visible:ring-gold disabled:opacity-30"
                      aria-label={`Make image ${n} the cover`}
                      disabled={disabled}
                      onClick={() => move(item.id, 0, null)}
                    >
                      Make cover
                    </button>
                  )}
                </div>
                <div className="absolute inset-x-0 bottom-0 flex justify-between bg-linear-to-t from-black/80 p-1">
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={`Move image ${n} earlier`}
                    data-control="earlier"
                    disabled={disabled || i === 0}
                    onClick={() => move(item.id, i - 1, 'earlier')}
                  >
                    ‹
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={`Remove image ${n}`}
                    disabled={disabled}
                    onClick={() => {
                      onRemove(item.id);
                      setAnnouncement(`${nameOf(item)} removed.`);
                    }}
                  >
                    ×
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={`Move image ${n} later`}
                    data-control="later"
                    disabled={disabled || i === items.length - 1}
                    onClick={() => move(item.id, i + 1, 'later')}
                  >
                    ›
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="sr-only" aria-live="polite" data-testid="image-order-status">
        {announcement}
      </p>
    </fieldset>
  );
}
