// One photo of the vehicle form: a draggable, focusable list item (arrow keys and Home move it)
// with 'Make cover', 'Move earlier', 'Remove' and 'Move later' on it. The picker owns the order.
import type { DragEvent, KeyboardEvent } from 'react';
import type { ImageItem } from './use-image-list';

/** Which of a tile's buttons moved it, so the focus can stay on that button. */
export type MoveControl = 'earlier' | 'later';

type Props = {
  item: ImageItem;
  index: number;
  total: number;
  disabled: boolean;
  /** While dragging: this photo is the one dragged, or the place it would drop. */
  look: 'dragged' | 'target' | null;
  onMove: (to: number, control: MoveControl | null) => void;
  onRemove: () => void;
  drag: Record<'onDragStart' | 'onDragOver' | 'onDrop', (e: DragEvent<HTMLLIElement>) => void> & {
    onDragEnd: () => void;
  };
};

const iconBtn =
  'grid h-8 w-8 place-items-center rounded-full bg-ink/80 text-cream hover:bg-gold hover:text-ink disabled:opacity-30 focus-visible:ring-2 focus-visible:ring-gold';

const KEY_STEPS: Record<string, (i: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowUp: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowDown: (i) => i + 1,
  Home: () => 0,
};

export default function PhotoTile({ item, index: i, total, disabled, look, onMove, onRemove, drag }: Props) {
  const n = i + 1;
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    const step = KEY_STEPS[e.key];
    if (disabled || e.target !== e.currentTarget || !step) return;
    e.preventDefault();
    onMove(step(i), null);
  };
  const frame = look === 'target' ? 'border-gold ring-2 ring-gold' : 'border-line';
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- a sortable item: arrow keys move the focused photo
    <li
      data-image-id={item.id}
      tabIndex={disabled ? -1 : 0}
      aria-label={`Image ${n} of ${total}${i === 0 ? ', cover' : ''}`}
      draggable={!disabled}
      onKeyDown={onKeyDown}
      {...drag}
      className={`group relative cursor-grab overflow-hidden rounded-lg border focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-gold ${frame} ${look === 'dragged' ? 'opacity-50' : ''}`}
    >
      {/* eslint-disable-next-line jsx-a11y-x/img-redundant-alt -- staff order photos by their position: 'Image 2 of 5' */}
      <img
        src={item.kind === 'new' ? item.previewUrl : item.url}
        alt={`Image ${n} of ${total}`}
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
            aria-label={`Make cover: image ${n}`}
            disabled={disabled}
            onClick={() => onMove(0, null)}
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
          onClick={() => onMove(i - 1, 'earlier')}
        >
          ‹
        </button>
        <button
          type="button"
          className={iconBtn}
          aria-label={`Remove image ${n}`}
          disabled={disabled}
          onClick={onRemove}
        >
          ×
        </button>
        <button
          type="button"
          className={iconBtn}
          aria-label={`Move image ${n} later`}
          data-control="later"
          disabled={disabled || i === total - 1}
          onClick={() => onMove(i + 1, 'later')}
        >
          ›
        </button>
      </div>
    </li>
  );
}
