// The desk's charts (the stock by age, views and leads, price against days, the first replies), drawn by uPlot (docs/features.md "The dealer's desk": why uPlot) in this
// lazily loaded chunk only. Each chart is a figure: its title, the drawing (hidden from screen
// readers: canvas says nothing), a one-line summary, its numbers as a table for screen readers and
// a CSV download of the same numbers (through the formula-safe writer).
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { buttonClass } from '~/components/ui/button-classes';
import { fetchDeskCharts } from '~/data/staff-desk';
import { getSupabase } from '~/data/supabase';
import {
  priceDaysTable,
  repliesTable,
  stockAgeTable,
  viewsLeadsTable,
  type ChartTable,
  type DeskCharts,
} from '~/lib/staff/desk';
import type { ReplyWeek } from '~/lib/staff/reply-weeks';
import { unparseCsv } from '~/lib/staff/vehicle/csv-formula';
import { STAFF_WORDS } from '~/lib/staff-words';
import { downloadText } from '~/features/admin/shared/download';

const W = STAFF_WORDS.desk;
const HEIGHT = 260;
const CREAM = '#b5b0a7';
const GRID = 'rgba(255,255,255,0.09)';
/** The age buckets, young to old: gold to a deep red, told apart by lightness as well as hue. */
const AGE_COLOURS = ['#e8d3ad', '#d4b483', '#a8884f', '#b4452f'];

const axis = (extra: Partial<uPlot.Axis> = {}): uPlot.Axis => ({
  stroke: CREAM,
  grid: { stroke: GRID, width: 1 },
  ticks: { stroke: GRID, width: 1 },
  ...extra,
});
/** A label under every week where they fit (about 56 px each), else under every second or third. */
const weekSplits = (u: uPlot, count: number): number[] => {
  const step = Math.max(1, Math.ceil((count * 56) / Math.max(1, u.bbox.width / uPlot.pxRatio)));
  return Array.from({ length: count }, (_w, i) => i).filter((i) => (count - 1 - i) % step === 0);
};
const shortDay = (iso: string): string =>
  new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

function stockAgeOptions(weeks: DeskCharts['weeks']): [uPlot.Options, uPlot.AlignedData] {
  const labels = weeks.map((w) => shortDay(w.weekEnd));
  const buckets = weeks.map((w) => [w.age0to30, w.age31to60, w.age61to90, w.ageOver90]);
  // Stacked bars: each series is the running total up to its bucket, drawn oldest (tallest) first
  // so each younger bucket is painted over the lower part of the bar.
  const totals = [3, 2, 1, 0].map((upTo) => buckets.map((b) => b.slice(0, upTo + 1).reduce((s, x) => s + x, 0)));
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
  return [
    {
      width: 600,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, weeks.length - 0.5] } },
      axes: [
        axis({ values: (_u, ticks) => ticks.map((t) => labels[t] ?? ''), splits: (u) => weekSplits(u, weeks.length) }),
        axis(),
      ],
      series: [
        {},
        ...[3, 2, 1, 0].map((bucket) => ({
          label: W.stockAge.columns[bucket + 1] ?? '',
          fill: AGE_COLOURS[bucket],
          stroke: AGE_COLOURS[bucket],
          paths: bars,
          points: { show: false },
        })),
      ],
    },
    [weeks.map((_w, i) => i), ...totals],
  ];
}

function viewsLeadsOptions(weeks: DeskCharts['weeks']): [uPlot.Options, uPlot.AlignedData] {
  const labels = weeks.map((w) => shortDay(w.weekEnd));
  return [
    {
      width: 600,
      height: HEIGHT,
      legend: { show: false },
      scales: { x: { time: false }, leads: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        axis({ values: (_u, ticks) => ticks.map((t) => labels[t] ?? ''), splits: (u) => weekSplits(u, weeks.length) }),
        axis({ scale: 'y' }),
        axis({ scale: 'leads', side: 1, grid: { show: false } }),
      ],
      series: [
        {},
        { label: W.viewsLeads.columns[1], stroke: AGE_COLOURS[1], width: 2, points: { show: true } },
        {
          label: W.viewsLeads.columns[2],
          stroke: AGE_COLOURS[3],
          width: 2,
          dash: [6, 4],
          scale: 'leads',
          points: { show: true },
        },
      ],
    },
    [weeks.map((_w, i) => i), weeks.map((w) => w.views), weeks.map((w) => w.leads)],
  ];
}

function repliesOptions(weeks: readonly ReplyWeek[]): [uPlot.Options, uPlot.AlignedData] {
  const labels = weeks.map((w) => shortDay(w.weekEnd));
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
  return [
    {
      width: 600,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, weeks.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(5, max)] },
        percent: { range: [0, 100] },
      },
      axes: [
        axis({ values: (_u, ticks) => ticks.map((t) => labels[t] ?? ''), splits: (u) => weekSplits(u, weeks.length) }),
        axis({ scale: 'y' }),
        axis({ scale: 'percent', side: 1, grid: { show: false }, values: (_u, ticks) => ticks.map((t) => `${t} %`) }),
      ],
      series: [
        {},
        {
          label: W.replies.chart.columns[2],
          fill: AGE_COLOURS[1],
          stroke: AGE_COLOURS[1],
          paths: bars,
          points: { show: false },
        },
        {
          label: W.replies.chart.columns[3],
          stroke: AGE_COLOURS[3],
          width: 2,
          dash: [6, 4],
          scale: 'percent',
          points: { show: true },
        },
      ],
    },
    [weeks.map((_w, i) => i), weeks.map((w) => w.medianMinutes), weeks.map((w) => w.withinFirstPercent)],
  ];
}

function priceDaysOptions(dots: DeskCharts['priceAgainstDays']): [uPlot.Options, uPlot.AlignedData] {
  return [
    {
      width: 600,
      height: HEIGHT,
      legend: { show: false },
      scales: { x: { time: false } },
      axes: [axis(), axis({ size: 70, values: (_u, ticks) => ticks.map((t) => `${Math.round(t / 1000)}k`) })],
      series: [
        {},
        {
          label: W.priceDays.columns[2],
          stroke: AGE_COLOURS[1],
          fill: AGE_COLOURS[1],
          paths: () => null,
          points: { show: true, size: 7, fill: AGE_COLOURS[1] },
        },
      ],
    },
    [dots.map((d) => d.days), dots.map((d) => d.price)],
  ];
}

function Plot({ make }: { make: () => [uPlot.Options, uPlot.AlignedData] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const [opts, data] = make();
    const plot = new uPlot({ ...opts, width: Math.max(280, el.clientWidth) }, data, el);
    const seen = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    seen.observe(el);
    return () => {
      seen.disconnect();
      plot.destroy();
    };
  }, [make]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}

function Chart({
  id,
  title,
  summary,
  table,
  make,
  legend,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  make: () => [uPlot.Options, uPlot.AlignedData];
  legend: [string, string][];
}) {
  const csv = () =>
    downloadText(`desk-${id}.csv`, unparseCsv({ fields: table.columns, data: table.rows.map((r) => r.map(String)) }));
  return (
    <figure
      className="rounded-2xl border border-line bg-ink-800 p-5"
      data-testid={`desk-chart-${id}`}
      aria-labelledby={`chart-${id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`chart-${id}`} className="font-display text-xl text-cream">
          {title}
        </h3>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          onClick={csv}
          aria-label={`${W.downloadCsv}: ${title}`}
        >
          {W.downloadCsv}
        </button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-4 text-xs text-cream-muted" aria-hidden="true">
        {legend.map(([label, colour]) => (
          <li key={label} className="flex items-center gap-2">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: colour }} />
            {label}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Plot make={make} />
      </div>
      <figcaption className="mt-2 text-sm text-cream-dim">{summary}</figcaption>
      <table className="sr-only" data-testid="desk-chart-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i}>
              {r.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; charts: DeskCharts };

/** `replies`: the first replies per week (the desk loads them with the lead clock), or null while they are not in. */
export default function DeskChartsSection({ replies = null }: { replies?: readonly ReplyWeek[] | null }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchDeskCharts(getSupabase()).then(
      (charts) => live && setState({ status: 'ready', charts }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  const charts = state.status === 'ready' ? state.charts : null;
  return (
    <section className="mt-12" aria-labelledby="desk-charts">
      <h2 id="desk-charts" className="font-display text-2xl text-cream">
        {W.charts}
      </h2>
      {state.status === 'loading' && <p className="mt-4 text-cream-muted">{W.chartsLoading}</p>}
      {state.status === 'error' && <p className="mt-4 text-cream">{W.chartsFailed}</p>}
      {charts && <ChartsReady charts={charts} replies={replies} />}
    </section>
  );
}

function ChartsReady({ charts, replies }: { charts: DeskCharts; replies: readonly ReplyWeek[] | null }) {
  // One maker per chart and answer, so a chart is drawn again only when its numbers change.
  const makers = useMemo(
    () => ({
      age: () => stockAgeOptions(charts.weeks),
      views: () => viewsLeadsOptions(charts.weeks),
      dots: () => priceDaysOptions(charts.priceAgainstDays),
      replies: () => repliesOptions(replies ?? []),
    }),
    [charts, replies],
  );
  const thisWeek = charts.weeks.at(-1);
  const inStock = thisWeek ? thisWeek.age0to30 + thisWeek.age31to60 + thisWeek.age61to90 + thisWeek.ageOver90 : 0;
  return (
    <div className="mt-4 grid gap-6 xl:grid-cols-2">
      <Chart
        id="stock-age"
        title={W.stockAge.title}
        summary={W.stockAge.summary(inStock)}
        table={stockAgeTable(charts.weeks, W.stockAge.columns)}
        make={makers.age}
        legend={W.stockAge.columns.slice(1).map((c, i) => [c, AGE_COLOURS[i] ?? CREAM])}
      />
      <Chart
        id="views-leads"
        title={W.viewsLeads.title}
        summary={W.viewsLeads.summary(thisWeek?.views ?? 0, thisWeek?.leads ?? 0)}
        table={viewsLeadsTable(charts.weeks, W.viewsLeads.columns)}
        make={makers.views}
        legend={[
          [W.viewsLeads.columns[1] ?? '', AGE_COLOURS[1] ?? CREAM],
          [W.viewsLeads.columns[2] ?? '', AGE_COLOURS[3] ?? CREAM],
        ]}
      />
      <Chart
        id="price-days"
        title={W.priceDays.title}
        summary={W.priceDays.summary(charts.priceAgainstDays.length)}
        table={priceDaysTable(charts.priceAgainstDays, W.priceDays.columns)}
        make={makers.dots}
        legend={[[W.priceDays.columns[2] ?? '', AGE_COLOURS[1] ?? CREAM]]}
      />
      {replies && (
        <Chart
          id="first-replies"
          title={W.replies.chart.title}
          summary={W.replies.chart.summary(replies.at(-1)?.answered ?? 0)}
          table={repliesTable(replies, W.replies.chart.columns)}
          make={makers.replies}
          legend={[
            [W.replies.chart.columns[2] ?? '', AGE_COLOURS[1] ?? CREAM],
            [W.replies.chart.columns[3] ?? '', AGE_COLOURS[3] ?? CREAM],
          ]}
        />
      )}
    </div>
  );
}
