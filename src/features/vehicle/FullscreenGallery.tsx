// The full-screen photo viewer, loaded only when a visitor opens it (gallery.ts
// imports it lazily). Radix Dialog traps focus, closes on Escape and returns focus. Left/right arrows
// and buttons change the photo, a horizontal swipe too; zoom by double-click or double-tap, pinch,
// the mouse wheel, the +/- keys or the buttons; drag to look around a zoomed photo.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { overlayRoot } from '~/components/ui/overlay-root';
import { fmt } from '~/lib/format';
import { imageSources } from '~/lib/photos/image-sizes';
import type { GalleryStrings } from './strings';

interface Props {
  images: string[];
  name: string;
  index: number;
  onIndexChange: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close (there is no Radix Trigger: the gallery opens it). */
  returnFocus: () => HTMLElement | null;
}

const MIN_SCALE = 1;
const MAX_SCALE = 4;
const DOUBLE_ZOOM = 2.5;
const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

interface View {
  scale: number;
  x: number;
  y: number;
}
const RESET: View = { scale: 1, x: 0, y: 0 };

function FullscreenGallery({
  images,
  name,
  index,
  onIndexChange,
  open,
  onOpenChange,
  returnFocus,
  t,
}: Props & { t: GalleryStrings }) {
  const [view, setView] = useState<View>(RESET);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  /** Whether a finger (or the mouse button) is on the photo: it then follows with no transition. */
  const [touching, setTouching] = useState(false);
  /** The gesture under way; `pinch` once two fingers were down (its end is then no swipe or tap). */
  const gesture = useRef<{
    startX: number;
    startY: number;
    dist: number;
    scale: number;
    viewX: number;
    viewY: number;
    moved: boolean;
    pinch: boolean;
  } | null>(null);
  const lastTap = useRef<{ t: number; x: number; y: number } | null>(null);
  const n = images.length;
  const full = imageSources(images[index] ?? '', 'full');

  const go = (delta: number) => {
    onIndexChange((index + delta + n) % n);
    setView(RESET);
  };

  /** Zoom to `scale` keeping the stage point (px, py) — relative to its centre — where it is. */
  const zoomAt = (scale: number, px = 0, py = 0) => {
    setView((v) => {
      const s = clamp(scale, MIN_SCALE, MAX_SCALE);
      if (s === 1) return RESET;
      const k = s / v.scale;
      return { scale: s, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });
  };
  const centred = (clientX: number, clientY: number): [number, number] => {
    const r = stage.current?.getBoundingClientRect();
    return r ? [clientX - (r.left + r.width / 2), clientY - (r.top + r.height / 2)] : [0, 0];
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling behind the dialog.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const [px, py] = centred(e.clientX, e.clientY);
      setView((v) => {
        const s = clamp(v.scale * Math.exp(-e.deltaY * 0.002), MIN_SCALE, MAX_SCALE);
        if (s === 1) return RESET;
        const k = s / v.scale;
        return { scale: s, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomAt(view.scale * 1.5);
    } else if (e.key === '-') {
      e.preventDefault();
      zoomAt(view.scale / 1.5);
    }
  };

  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      /* not an active pointer (synthetic events) */
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    setTouching(true);
    const pts = [...pointers.current.values()];
    const dist =
      pts.length >= 2 ? Math.hypot((pts[0]?.x ?? 0) - (pts[1]?.x ?? 0), (pts[0]?.y ?? 0) - (pts[1]?.y ?? 0)) : 0;
    const pinch = pts.length >= 2 || (gesture.current?.pinch ?? false);
    gesture.current = {
      startX: e.clientX,
      startY: e.clientY,
      dist,
      scale: view.scale,
      viewX: view.x,
      viewY: view.y,
      moved: pinch,
      pinch,
    };
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    const pts = [...pointers.current.values()];
    if (pts.length >= 2 && g.dist > 0) {
      // Pinch: scale by the change in distance between the two fingers, about their midpoint.
      const [a, b] = [pts[0] ?? { x: 0, y: 0 }, pts[1] ?? { x: 0, y: 0 }];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      const [px, py] = centred((a.x + b.x) / 2, (a.y + b.y) / 2);
      const s = clamp((g.scale * dist) / g.dist, MIN_SCALE, MAX_SCALE);
      const k = s / g.scale;
      setView(s === 1 ? RESET : { scale: s, x: px - (px - g.viewX) * k, y: py - (py - g.viewY) * k });
      g.moved = true;
      return;
    }
    const dx = e.clientX - g.startX;
    const dy = e.clientY - g.startY;
    if (Math.abs(dx) > 6 || Math.abs(dy) > 6) g.moved = true;
    if (view.scale > 1) setView({ scale: view.scale, x: g.viewX + dx, y: g.viewY + dy }); // pan
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    pointers.current.delete(e.pointerId);
    setTouching(pointers.current.size > 0);
    const rest = [...pointers.current.values()][0];
    if (rest) {
      // One finger of a pinch lifted: the other pans on from where the photo is now.
      gesture.current = {
        startX: rest.x,
        startY: rest.y,
        dist: 0,
        scale: view.scale,
        viewX: view.x,
        viewY: view.y,
        moved: true,
        pinch: true,
      };
      return;
    }
    gesture.current = null;
    if (!g || g.pinch) return;
    const dx = e.clientX - g.startX;
    if (g.scale === 1 && Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(e.clientY - g.startY)) {
      go(dx < 0 ? 1 : -1); // a deliberate horizontal swipe on an unzoomed photo
      return;
    }
    if (!g.moved && e.pointerType !== 'mouse') {
      // Double-tap (touch and pen; a mouse double-click arrives as dblclick).
      const now = e.timeStamp;
      const prev = lastTap.current;
      if (prev && now - prev.t < 350 && Math.hypot(prev.x - e.clientX, prev.y - e.clientY) < 30) {
        lastTap.current = null;
        toggleZoom(e.clientX, e.clientY);
      } else {
        lastTap.current = { t: now, x: e.clientX, y: e.clientY };
      }
    }
  };
  const toggleZoom = (clientX: number, clientY: number) => {
    if (view.scale > 1) setView(RESET);
    else zoomAt(DOUBLE_ZOOM, ...centred(clientX, clientY));
  };

  const iconButton =
    'grid h-12 w-12 place-items-center rounded-full bg-black/60 text-2xl text-cream ring-1 ring-white/20 hover:bg-black/80 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-gold';
  const zoomPct = Math.round(view.scale * 100);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-70 bg-black" />
        <Dialog.Content
          className="fixed inset-0 z-71 flex flex-col text-cream outline-hidden"
          onKeyDown={onKey}
          data-testid="gallery-viewer"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus()?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{fmt(t['viewer.title'], { name })}</Dialog.Title>
          <div className="flex items-center justify-between gap-3 p-3 sm:p-4">
            <p
              className="rounded-full bg-black/60 px-4 py-2 text-sm tabular-nums"
              aria-live="polite"
              data-testid="viewer-counter"
            >
              <span className="sr-only">{t['viewer.image']} </span>
              {index + 1} / {n}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={iconButton}
                aria-label={t['viewer.zoomOut']}
                onClick={() => zoomAt(view.scale / 1.5)}
                disabled={view.scale <= 1}
              >
                −
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t['viewer.zoomIn']}
                onClick={() => zoomAt(view.scale * 1.5)}
                disabled={view.scale >= MAX_SCALE}
              >
                +
              </button>
              <Dialog.Close className={iconButton} aria-label={t['viewer.close']}>
                ×
              </Dialog.Close>
            </div>
          </div>
          <div
            ref={stage}
            className="relative flex-1 touch-none select-none overflow-hidden"
            data-testid="viewer-stage"
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={(e) => {
              pointers.current.delete(e.pointerId);
              setTouching(pointers.current.size > 0);
              gesture.current = null;
            }}
            onDoubleClick={(e) => toggleZoom(e.clientX, e.clientY)}
          >
            <img
              src={images[index]}
              srcSet={full.srcset ?? undefined}
              sizes={full.sizes ?? undefined}
              alt={fmt(t['gallery.alt'], { name, n: index + 1, total: n })}
              draggable={false}
              data-testid="viewer-image"
              data-scale={view.scale.toFixed(2)}
              className="absolute inset-0 m-auto max-h-full max-w-full object-contain"
              style={{
                transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
                transition: touching ? 'none' : 'transform 150ms ease-out',
              }}
            />
          </div>
          <p className="sr-only" aria-live="polite">
            {zoomPct > 100 ? `Zoomed to ${zoomPct} %` : ''}
          </p>
          {n > 1 && (
            <>
              <button
                type="button"
                className={`${iconButton} absolute left-3 top-1/2 -translate-y-1/2`}
                aria-label={t['viewer.previous']}
                onClick={() => go(-1)}
              >
                ‹
              </button>
              <button
                type="button"
                className={`${iconButton} absolute right-3 top-1/2 -translate-y-1/2`}
                aria-label={t['viewer.next']}
                onClick={() => go(1)}
              >
                ›
              </button>
            </>
          )}
          {/* Keys and a mouse, or a touch screen: each is told only what it can do. */}
          <p className="p-3 text-center text-xs text-cream-dim pointer-coarse:hidden">{t['viewer.help']}</p>
          <p className="hidden p-3 text-center text-xs text-cream-dim pointer-coarse:block">{t['viewer.helpTouch']}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ViewerOptions = Omit<Props, 'open' | 'onOpenChange'>;

/** Opens the viewer (the gallery's script calls this once the code has loaded). */
export function showViewer(t: GalleryStrings, o: ViewerOptions): void {
  const root = overlayRoot('viewer');
  let index = o.index;
  const render = (open: boolean): void => {
    // Bars fixed to the screen (the phone's contact bar, ContactBar.astro) step aside while it is open.
    document.documentElement.toggleAttribute('data-viewer-open', open);
    root.render(
      <FullscreenGallery
        {...o}
        t={t}
        index={index}
        onIndexChange={(i) => {
          index = i;
          o.onIndexChange(i);
          render(open);
        }}
        open={open}
        onOpenChange={render}
      />,
    );
  };
  render(true);
}
