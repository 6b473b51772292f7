// The stock as a table (docs/features.md, "Staff workspace"): sortable columns, the search and
// status filter of the cards, keyset pages read as the list is scrolled or 'Load more' is pressed,
// and row selection for the bulk bar; each car's private note (a staff-only table) in its own
// column. Loaded only when the table view is chosen.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { getSupabase, restSourceOf } from '~/data/supabase';
import {
  readPrivateNotes,
  readStockPage,
  type StockCursor,
  type StockOrder,
  type StockRow,
  type StockSort,
} from '~/data/vehicles/browser';
import { $inventory, loadInventory } from './inventory-store';
import { rowName, rowPrice } from './row-name';
import { STAFF_WORDS } from '~/lib/staff-words';
import { STATUS_LABELS } from '~/lib/vehicle';
import { daysInStock } from '~/lib/vehicle/listing';

const BulkBar = lazy(() => import('./BulkBar'));
const W = STAFF_WORDS.workspace;
const PAGE = 50;

const COLUMNS: { sort: StockSort; label: string }[] = [
  { sort: 'stock_number', label: W.colStock },
  { sort: 'car', label: W.colCar },
  { sort: 'price', label: W.colPrice },
  { sort: 'days', label: W.colDays },
  { sort: 'status', label: W.colStatus },
  { sort: 'photos', label: W.colPhotos },
  { sort: 'updated_at', label: W.colChanged },
];

/** The notes of these rows' cars; a failed read leaves the column empty, not the table. */
const notesOf = (rows: readonly StockRow[]): Promise<ReadonlyMap<string, string>> =>
  readPrivateNotes(
    getSupabase(),
    rows.map((r) => r.id),
  ).catch(() => new Map<string, string>());

export default function StockTable() {
  const { search, statusFilter } = useStore($inventory);
  const [order, setOrder] = useState<StockOrder>({ by: 'days', ascending: true });
  const [rows, setRows] = useState<StockRow[]>([]);
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map());
  const [next, setNext] = useState<StockCursor | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Which query the rows answer: a new order, search, filter or refresh reads the first page again.
  const [refresh, setRefresh] = useState(0);
  const queryKey = JSON.stringify([order, search, statusFilter, refresh]);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Days in stock are counted from when the table was opened (the cards do the same).
  const [now] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    readStockPage(restSourceOf(getSupabase()), { order, search, status: statusFilter, limit: PAGE }).then(
      async (page) => {
        const pageNotes = await notesOf(page.rows);
        if (!live) return;
        setRows(page.rows);
        setNotes(pageNotes);
        setNext(page.next);
        // A tick made while the answer was on its way stays when its car is still listed (a search
        // typed, then a car ticked in the rows still shown); the others go with their rows.
        const listed = new Set(page.rows.map((r) => r.id));
        setSelected((s) => new Set([...s].filter((id) => listed.has(id))));
        setLoadedFor(queryKey);
      },
      () => live && setFailedFor(queryKey),
    );
    return () => {
      live = false;
    };
  }, [order, search, statusFilter, queryKey]);

  const more = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await readStockPage(restSourceOf(getSupabase()), {
        order,
        search,
        status: statusFilter,
        after: next,
        limit: PAGE,
      });
      const pageNotes = await notesOf(page.rows);
      setRows((r) => [...r, ...page.rows]);
      setNotes((all) => new Map([...all, ...pageNotes]));
      setNext(page.next);
    } catch {
      setFailedFor(queryKey);
    }
    setLoadingMore(false);
  };
  const state = failedFor === queryKey ? 'error' : loadedFor === queryKey && !loadingMore ? 'ready' : 'loading';

  const sortBy = (by: StockSort) =>
    setOrder((o) => (o.by === by ? { by, ascending: !o.ascending } : { by, ascending: true }));
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const allChosen = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const changed = () => {
    setSelected(new Set());
    setRefresh((n) => n + 1);
    void loadInventory();
  };

  return (
    <div className="pt-6">
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full min-w-[720px] text-left text-sm text-cream" aria-label={W.tableLabel}>
          <thead className="bg-ink-800 text-cream-muted">
            <tr>
              <th scope="col" className="px-3 py-3">
                <input
                  type="checkbox"
                  aria-label={W.selectAll}
                  checked={allChosen}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
                />
              </th>
              {COLUMNS.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className="px-3 py-3 font-semibold"
                  aria-sort={order.by === c.sort ? (order.ascending ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className="hover:text-gold" onClick={() => sortBy(c.sort)}>
                    {c.label}
                    <span aria-hidden="true">{order.by === c.sort ? (order.ascending ? ' ▲' : ' ▼') : ''}</span>
                  </button>
                </th>
              ))}
              <th scope="col" className="px-3 py-3 font-semibold">
                {W.colNote}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => {
              const name = rowName(r);
              return (
                <tr key={r.id} className={selected.has(r.id) ? 'bg-gold/10' : undefined}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={W.selectRow(name)}
                      checked={selected.has(r.id)}
                      onChange={() => toggle(r.id)}
                    />
                  </td>
                  <td className="px-3 py-2 text-cream-muted">{r.stock_number ?? '—'}</td>
                  <td className="px-3 py-2">{name}</td>
                  <td className="px-3 py-2">{rowPrice(r.price)}</td>
                  <td className="px-3 py-2">{daysInStock(r.created_at, now)}</td>
                  <td className="px-3 py-2">{STATUS_LABELS[r.status]}</td>
                  <td className="px-3 py-2">{r.photo_count}</td>
                  <td className="px-3 py-2 text-cream-muted">{new Date(r.updated_at).toLocaleDateString('en-MY')}</td>
                  <td className="max-w-48 truncate px-3 py-2 text-cream-muted" title={notes.get(r.id)}>
                    {notes.get(r.id) ?? ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* Below the rows, held at the screen's foot while they scroll: shown on the first tick (its
          code arrives after it), it never moves the row the next tick is aimed at. */}
      {selected.size > 0 && (
        <Suspense fallback={null}>
          <BulkBar
            rows={rows.filter((r) => selected.has(r.id))}
            onDone={changed}
            onClear={() => setSelected(new Set())}
          />
        </Suspense>
      )}
      {state === 'error' && <p className="pt-4 text-cream-muted">{STAFF_WORDS.vehicle.loadFailed}</p>}
      {state === 'ready' && rows.length === 0 && <p className="pt-4 text-cream-muted">{W.tableEmpty}</p>}
      {next && (
        <button
          type="button"
          className={buttonClass('outline', 'sm', 'mt-4')}
          disabled={state === 'loading'}
          onClick={() => void more()}
        >
          {W.loadMore}
        </button>
      )}
    </div>
  );
}
