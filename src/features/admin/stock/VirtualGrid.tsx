// A window-scrolled grid that keeps only the rows near the viewport in the page: spacers stand in
// for the rows above and below, the row height is measured from what is drawn, and `onNearEnd`
// asks for the next page before the reader reaches the bottom.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  render: (item: T) => ReactNode;
  onNearEnd: () => void;
  label: string;
}

const GAP_PX = 24; // gap-6
const OVERSCAN_ROWS = 2;
const ESTIMATED_ROW_PX = 460;

/** Columns of `grid sm:grid-cols-2 lg:grid-cols-3` at the current width. */
const columnsNow = (): number =>
  window.matchMedia('(min-width: 1024px)').matches ? 3 : window.matchMedia('(min-width: 640px)').matches ? 2 : 1;

export default function VirtualGrid<T>({ items, itemKey, render, onNearEnd, label }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  // The grid is drawn in the browser only (client-only islands): the columns are known at once, so
  // the first cards are drawn as many to a row as they will stay.
  const [cols, setCols] = useState(columnsNow);
  const [rowPx, setRowPx] = useState(ESTIMATED_ROW_PX);
  // The first render draws one row: under the page's title and search, that is all a phone or a
  // laptop shows of the grid. Before the paint, a taller window gets the rows it shows besides
  // (below); the rows kept beyond the screen (OVERSCAN_ROWS) follow once the grid's place is
  // measured, after the first cards are painted (docs/benchmarks.md).
  const [range, setRange] = useState({ first: 0, last: 1 });
  const rows = Math.ceil(items.length / cols);

  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const c = columnsNow();
    setCols(c);
    const top = el.getBoundingClientRect().top;
    const from = Math.max(0, -top);
    const to = Math.max(0, window.innerHeight - top);
    const first = Math.max(0, Math.floor(from / rowPx) - OVERSCAN_ROWS);
    const last = Math.ceil(to / rowPx) + OVERSCAN_ROWS;
    setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
  }, [rowPx]);

  useLayoutEffect(() => {
    const top = box.current?.getBoundingClientRect().top ?? -1;
    const row = (grid.current?.offsetHeight ?? 0) + GAP_PX;
    if (top < 0 || row <= GAP_PX) return; // scrolled past the grid's start: measure() decides
    const shown = Math.ceil((window.innerHeight - top) / row);
    if (shown > 1) setRange((r) => (r.first === 0 && r.last < shown ? { first: 0, last: shown } : r));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);
  // A new search or page changes the rows under the viewport without any scroll.
  useEffect(measure, [measure, items.length]);

  const first = Math.min(range.first, Math.max(0, rows - 1));
  const last = Math.min(range.last, rows);
  const shownRows = Math.max(0, last - first);

  // The drawn rows tell the real height of a row (cards stretch to the tallest in their row).
  // Before the paint only when a spacer above the rows would be drawn at the wrong height (the rows
  // would jump); otherwise it changes nothing on screen, so it waits until the cards have been
  // painted rather than drawing them all twice first (docs/benchmarks.md).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- measured after every render on purpose; it settles (setRowPx only on change)
  useLayoutEffect(() => {
    const el = grid.current;
    if (!el || shownRows === 0) return;
    const measured = (el.offsetHeight + GAP_PX) / shownRows;
    if (!(measured > 0 && Math.abs(measured - rowPx) > 1)) return;
    if (first > 0) setRowPx(measured);
    else startTransition(() => setRowPx(measured));
  });

  useEffect(() => {
    if (items.length > 0 && last >= rows - OVERSCAN_ROWS) onNearEnd();
  }, [last, rows, items.length, onNearEnd]);

  const visible = items.slice(first * cols, last * cols);
  return (
    <div ref={box} style={{ paddingTop: first * rowPx, paddingBottom: Math.max(0, rows - last) * rowPx }}>
      <ul ref={grid} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
        {visible.map((item) => (
          <li key={itemKey(item)} className="flex [&>article]:flex-1">
            {render(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
