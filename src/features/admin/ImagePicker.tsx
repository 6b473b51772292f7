// Choose several images at once, preview, remove one by one and reorder (keyboard friendly).
import { useRef } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { limits } from '~/config/constants';
import { IMAGE_ACCEPT } from '~/lib/image-files';
import type { ImageItem } from './use-image-list';

type Props = {
  items: ImageItem[];
  full: boolean;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
};

const iconBtn =
  'grid h-8 w-8 place-items-center rounded-full bg-ink/80 text-cream hover:bg-gold hover:text-ink disabled:opacity-30 focus-visible:ring-2 focus-visible:ring-gold';

export default function ImagePicker({ items, full, disabled, onAdd, onRemove, onMove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-cream">Images</legend>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={full || disabled}
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
      <p className="text-xs text-cream-dim">
        JPEG, PNG, WebP or AVIF. Large photos are resized to about {limits.imageMaxEdgePx} px. No image: a placeholder
        is shown.
      </p>
      {items.length > 0 && (
        <ol className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Selected images">
          {items.map((item, i) => {
            const n = i + 1;
            return (
              <li key={item.id} className="group relative overflow-hidden rounded-lg border border-line">
                {/* eslint-disable-next-line jsx-a11y-x/img-redundant-alt -- staff order photos by their position: 'Image 2 of 5' */}
                <img
                  src={item.kind === 'new' ? item.previewUrl : item.url}
                  alt={`Image ${n} of ${items.length}`}
                  className="aspect-square w-full object-cover"
                />
                {i === 0 && (
                  <span className="absolute left-1 top-1 rounded-sm bg-gold px-1.5 text-[10px] font-bold text-ink">
                    Cover
                  </span>
                )}
                <div className="absolute inset-x-0 bottom-0 flex justify-between bg-linear-to-t from-black/80 p-1">
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={`Move image ${n} left`}
                    disabled={disabled || i === 0}
                    onClick={() => onMove(item.id, -1)}
                  >
                    ‹
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={`Remove image ${n}`}
                    disabled={disabled}
                    onClick={() => onRemove(item.id)}
                  >
                    ×
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    aria-label={`Move image ${n} right`}
                    disabled={disabled || i === items.length - 1}
                    onClick={() => onMove(item.id, 1)}
                  >
                    ›
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
