// /manage-inventory/desk: the tiles first (one small call), then the first-reply tile (the lead
// clock's median this week, in opening hours), 'Needs attention' and the sortable table per car,
// and the charts, whose library (uPlot) loads with them on this page only. The tiles are drawn first
// from the page's early answer (FirstDesk.tsx), so nothing here loads supabase-js or the whole staff
// words at load: supabase-js comes on first use.
import { lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { fetchDeskCars, fetchDeskTiles, fetchReplyClock } from '~/data/staff-desk';
import { dealerHolidays, dealerHours } from '~/config/dealer-hours';
import { DEFAULT_REPLY_TARGETS, type ReplyTargets } from '~/lib/staff/lead-clock';
import { replyWeeks, type ReplyWeek } from '~/lib/staff/reply-weeks';
import { supabaseLater } from '~/data/supabase-later';
import { formatPrice } from '~/lib/format';
import { staffPaths } from '~/lib/staff-paths';
import { sortCars, SORT_KEYS, type DeskCarsAnswer, type DeskTiles, type Sort } from '~/lib/staff/desk';
import { desk as W } from '~/lib/staff-words/desk-en';
import { leads as L } from '~/lib/staff-words/leads-en';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';

const DeskCharts = lazy(() => import('./DeskCharts'));
const TABLE_FIRST_ROWS = 200;

type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };
const num = (x: number): string => x.toLocaleString('en-MY');
const day = (iso: string | null): string =>
  iso === null
    ? W.never
    : new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso));

/** Loads once per mount ('Try again' mounts the desk afresh: its key), unless `given`. */
function useLoad<T>(load: () => Promise<T>, given?: T): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(() =>
    given === undefined ? { status: 'loading' } : { status: 'ready', value: given },
  );
  useEffect(() => {
    if (given !== undefined) return;
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load is a fixed module function
  }, []);
  return state;
}

function Tile({ label, value, note, id }: { label: string; value: string; note?: string; id: string }) {
  return (
    <div className="rounded-2xl border border-line bg-ink-800 p-5" data-testid={`desk-tile-${id}`}>
      <dt className="text-sm text-cream-muted">{label}</dt>
      <dd className="mt-2 font-display text-3xl text-cream" data-testid="desk-tile-value">
        {value}
      </dd>
      {note && <dd className="mt-1 text-sm text-cream-dim">{note}</dd>}
    </div>
  );
}

function Tiles({ t }: { t: DeskTiles }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={W.tiles}>
      <Tile id="for-sale" label={W.forSale} value={num(t.forSale)} />
      <Tile id="stock-value" label={W.stockValue} value={formatPrice(t.stockValue)} />
      <Tile id="average-days" label={W.averageDays} value={t.averageDaysInStock.toFixed(1)} />
      <Tile id="over-60" label={W.over60} value={`${t.over60Percent.toFixed(1)} %`} />
      <Tile id="sold-30" label={W.sold30} value={num(t.soldLast30Days)} note={W.daysToSell(t.averageDaysToSell)} />
      <Tile id="new-leads" label={W.newLeads} value={num(t.newLeadsThisWeek)} />
      <Tile id="views" label={W.views} value={num(t.viewsThisWeek)} />
    </dl>
  );
}

export interface ReplyFigures {
  weeks: ReplyWeek[];
  targets: ReplyTargets;
}

/** The leads of the last 12 weeks and the owner's targets, as the tile and the chart read them. */
async function loadReplies(): Promise<ReplyFigures> {
  const now = new Date();
  const [leads, targets] = await Promise.all([
    supabaseLater().then((client) => fetchReplyClock(client, now)),
    Promise.all([import('~/data/staff-leads'), supabaseLater()])
      .then(([{ fetchReplySettings }, client]) => fetchReplySettings(client))
      .then(
        (s) => s.targets,
        () => DEFAULT_REPLY_TARGETS,
      ),
  ]);
  return { weeks: replyWeeks(leads, now, dealerHours, dealerHolidays, targets), targets };
}

/** The median first reply this week, with the share answered within each of the owner's targets. */
export function ReplyTile({ figures }: { figures: ReplyFigures }) {
  const R = W.replies;
  const week = figures.weeks.at(-1);
  const median = week?.medianMinutes ?? null;
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={R.tile}>
      <Tile
        id="first-reply"
        label={R.tile}
        value={median === null ? R.none : L.age(Math.round(median))}
        note={
          week && week.answered > 0
            ? `${R.within(week.withinFirstPercent, L.age(figures.targets.first))}; ${R.within(
                week.withinSecondPercent,
                L.age(figures.targets.second),
              )}`
            : undefined
        }
      />
    </dl>
  );
}

function Attention({ items }: { items: DeskCarsAnswer['attention'] }) {
  return (
    <section className="mt-12" aria-labelledby="desk-attention">
      <h2 id="desk-attention" className="font-display text-2xl text-cream">
        {W.attention}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-cream-muted">{W.nothingNeedsAttention}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line" data-testid="desk-attention">
          {items.map((a) => (
            <li key={`${a.reason}-${a.id}`} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <a
                className="text-gold underline-offset-4 hover:underline"
                href={staffPaths.editVehicle(a.id)}
                aria-label={W.edit(a.name)}
              >
                {a.name}
              </a>
              <span className="text-sm text-cream-muted">
                {a.reason === 'ageing'
                  ? W.reasons.ageing(a.days)
                  : a.reason === 'no-leads'
                    ? W.reasons['no-leads'](a.views14 ?? 0)
                    : W.reasons['old-draft'](a.days)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CarsTable({ cars }: { cars: DeskCarsAnswer['cars'] }) {
  const [sort, setSort] = useState<Sort>({ key: 'days', descending: true });
  const [all, setAll] = useState(false);
  const sorted = useMemo(() => sortCars(cars, sort), [cars, sort]);
  // At thousands of cars the first rows of the chosen order are drawn until 'Show all' is chosen.
  const rows = all ? sorted : sorted.slice(0, TABLE_FIRST_ROWS);
  const choose = (key: Sort['key']) =>
    setSort((s) => (s.key === key ? { key, descending: !s.descending } : { key, descending: key !== 'name' }));
  return (
    <section className="mt-12" aria-labelledby="desk-cars">
      <h2 id="desk-cars" className="font-display text-2xl text-cream">
        {W.carsTable}
      </h2>
      {cars.length === 0 ? (
        <p className="mt-4 text-cream-muted">{W.noCars}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm text-cream" data-testid="desk-cars">
            <caption className="sr-only">{W.carsCaption}</caption>
            <thead className="text-cream-muted">
              <tr>
                {SORT_KEYS.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className="px-4 py-3 font-semibold"
                    aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  >
                    <button type="button" className="hover:text-gold" onClick={() => choose(key)}>
                      {W.columns[key]}
                      <span aria-hidden="true">{sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    <a className="text-gold underline-offset-4 hover:underline" href={staffPaths.editVehicle(c.id)}>
                      {c.year} {c.make} {c.model}
                    </a>
                    {c.stockNumber && <span className="ml-2 text-cream-dim">{c.stockNumber}</span>}
                  </th>
                  <td className="px-4 py-3 tabular-nums">{num(c.days)}</td>
                  <td className="px-4 py-3 tabular-nums">{num(c.views7)}</td>
                  <td className="px-4 py-3 tabular-nums">{num(c.views30)}</td>
                  <td className="px-4 py-3 tabular-nums">{num(c.leads)}</td>
                  <td className="px-4 py-3 tabular-nums">{num(c.priceChanges)}</td>
                  <td className="px-4 py-3">{day(c.lastPriceChange)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!all && sorted.length > rows.length && (
            <button type="button" className={buttonClass('outline', 'sm', 'm-4')} onClick={() => setAll(true)}>
              {W.showAll(sorted.length)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** `firstTiles`: the tiles the page asked early (FirstDesk.tsx), taken instead of asking them again. */
export default function Desk({ firstTiles }: { firstTiles?: DeskTiles | null }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <DeskBody
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      firstTiles={attempt === 0 ? (firstTiles ?? undefined) : undefined}
    />
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mt-8 rounded-xl border border-red-500/40 p-6 text-cream">
      <p>{W.loadFailed}</p>
      <button type="button" className={buttonClass('outline', 'sm', 'mt-4')} onClick={onRetry}>
        {W.tryAgain}
      </button>
    </div>
  );
}

function DeskBody({ onRetry, firstTiles }: { onRetry: () => void; firstTiles?: DeskTiles }) {
  const tiles = useLoad(() => supabaseLater().then(fetchDeskTiles), firstTiles);
  // A first screen draws the tiles alone; the rest comes with the page.
  const drawOnly = useContext(DrawOnly);
  return (
    <div>
      <header className="border-b border-line pb-8">
        <h1 className="font-display text-4xl text-cream md:text-5xl">{W.title}</h1>
        <p className="mt-3 text-cream-muted">{W.subtitle}</p>
      </header>
      <div className="pt-8" aria-live="polite" aria-busy={tiles.status === 'loading'}>
        {tiles.status === 'error' && <Failed onRetry={onRetry} />}
        {tiles.status === 'loading' && <p className="text-cream-muted">{W.loading}</p>}
        {tiles.status === 'ready' && (
          <>
            <Tiles t={tiles.value} />
            <p className="mt-3 text-sm text-cream-dim">{W.weekNote}</p>
          </>
        )}
      </div>
      {/* The rest asks only once the tiles are in: the database answers one query at a time
          here (PGlite), so the tiles never wait behind the longer calls. */}
      {tiles.status === 'ready' && !drawOnly && <DeskRest onRetry={onRetry} />}
    </div>
  );
}

function DeskRest({ onRetry }: { onRetry: () => void }) {
  const replies = useLoad(loadReplies);
  const cars = useLoad(() => supabaseLater().then(fetchDeskCars));
  return (
    <>
      {replies.status === 'ready' && <ReplyTile figures={replies.value} />}
      {replies.status === 'error' && <p className="mt-4 text-cream">{W.replies.loadFailed}</p>}
      {cars.status === 'error' && <Failed onRetry={onRetry} />}
      {cars.status === 'ready' && <Attention items={cars.value.attention} />}
      <Suspense fallback={<p className="mt-12 text-cream-muted">{W.chartsLoading}</p>}>
        <DeskCharts replies={replies.status === 'ready' ? replies.value.weeks : null} />
      </Suspense>
      {cars.status === 'ready' && <CarsTable cars={cars.value.cars} />}
    </>
  );
}
