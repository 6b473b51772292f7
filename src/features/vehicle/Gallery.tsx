/* eslint-disable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex --
   the carousel is a focusable group taking arrow keys, Enter and swipes (WAI-ARIA APG carousel pattern),
   and the thumbnail list takes the arrow keys that bubble from its buttons. */
// Large image plus thumbnail strip; arrow keys and horizontal swipes change the image. A click or
// tap on the large image (or Enter, or the expand button) opens the full-screen viewer, whose code
// loads only then.
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { badgeClass } from '~/components/ui/badge-classes';
import { fmt } from '~/lib/format';
import type { GalleryStrings } from '~/i18n/keys';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import type { Vehicle } from '~/lib/vehicle';

const FullscreenGallery = lazy(() => import('./FullscreenGallery'));

/** `condition` is shown as the badge on the main image. */
interface Props {
  images: string[];
  name: string;
  condition: Vehicle['condition'];
  conditionLabel: string;
  t: GalleryStrings;
}

export default function Gallery({ images: raw, name, condition, conditionLabel, t }: Props) {
  const images = raw.length > 0 ? raw : [PLACEHOLDER_IMAGE];
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const [viewer, setViewer] = useState<'closed' | 'open'>('closed');
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const carousel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openViewer = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : carousel.current;
    setViewerLoaded(true);
    setViewer('open');
  };
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
    if (e.key === 'Enter' && e.currentTarget === e.target) {
      e.preventDefault();
      openViewer();
    }
  };
  const onDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) > 40)
      go(dx < 0 ? 1 : -1); // a deliberate swipe, not a tap
    else if (Math.abs(dx) < 8 && e.button === 0) openViewer(); // a tap or click opens the viewer
  };

  return (
    <div>
      <div
        ref={carousel}
        className="relative aspect-4/3 cursor-zoom-in touch-pan-y select-none overflow-hidden rounded-2xl border border-line bg-ink-700"
        tabIndex={0}
        role="group"
        aria-roledescription="carousel"
        aria-label={fmt(t['gallery.label'], { name, n: index + 1, total: images.length })}
        onKeyDown={onKey}
        onPointerDown={onDown}
        onPointerUp={onUp}
        onPointerCancel={() => {
          startX.current = null;
        }}
      >
        <img
          src={images[index]}
          alt={fmt(t['gallery.alt'], { name, n: index + 1, total: images.length })}
          width={1200}
          height={900}
          fetchPriority="high"
          loading="eager"
          draggable={false}
          className="h-full w-full object-cover"
          data-testid="gallery-main"
        />
        <div className="absolute left-4 top-4">
          <span className={badgeClass(condition)}>{conditionLabel}</span>
        </div>
        <button
          type="button"
          onClick={openViewer}
          onPointerDown={(e) => e.stopPropagation()}
          onPointerUp={(e) => e.stopPropagation()}
          aria-label={t['gallery.expand']}
          data-testid="gallery-expand"
          className="absolute bottom-4 right-4 grid h-11 w-11 place-items-center rounded-full bg-black/60 text-cream ring-1 ring-white/20 hover:bg-black/80 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-gold"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      </div>
      {viewerLoaded && (
        <Suspense fallback={null}>
          <FullscreenGallery
            t={t}
            images={images}
            name={name}
            index={index}
            onIndexChange={setIndex}
            open={viewer === 'open'}
            onOpenChange={(o) => setViewer(o ? 'open' : 'closed')}
            returnFocus={() => opener.current}
          />
        </Suspense>
      )}
      {images.length > 1 && (
        <ul className="mt-4 flex gap-3 overflow-x-auto pb-2" aria-label={t['gallery.choose']} onKeyDown={onKey}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={fmt(t['gallery.show'], { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg border-2 transition ${i === index ? 'border-gold' : 'border-transparent opacity-60 hover:opacity-100'}`}
              >
                <img
                  src={src}
                  alt=""
                  width={120}
                  height={90}
                  loading="lazy"
                  className="h-[68px] w-[90px] object-cover sm:h-[75px] sm:w-[100px]"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
