// /compare?ids=a,b,c: up to three cars side by side, read live (their page columns, one small
// request), rows where they differ highlighted. The address names the cars, so it can be shared;
// without ids it shows the visitor's compare list and writes it into the address.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { buttonClass } from '~/components/ui/button-classes';
import { fetchVehicles, fromRow } from '~/data/vehicles';
import { compareRows, idsFromQuery, type ExtraRow } from '~/lib/compare';
import { cardMonthlyAmount } from '~/lib/loan';
import { LOCAL_DETAIL_LABELS as LOCAL } from '~/lib/local-details';
import type { Vehicle } from '~/lib/vehicle';
import { liveConfig } from '~/config/live-config';
import { $compare, compareUrl, setCompare } from '~/components/vehicle-card/compare-store';
import { fmt } from '~/lib/format';
import type { CompareStrings } from '~/i18n/keys';
import { useHydrated } from '~/components/ui/use-hydrated';

type Load = { status: 'loading' | 'failed' } | { status: 'ready'; cars: Vehicle[] };
const LOADING: Load = { status: 'loading' };

// Local details and the monthly estimate, placed among the spec's rows.
const num = (n: number | null): string | null => (n === null ? null : n.toLocaleString('en-MY'));
const extraRows = (monthly: string): ExtraRow[] => [
  { label: 'Monthly estimate', after: 'Price', value: (v) => fmt(monthly, { price: cardMonthlyAmount(v.price) }) },
  {
    label: LOCAL.registrationYear,
    after: 'Year',
    value: (v) => (v.registrationYear === null ? null : String(v.registrationYear)),
  },
  { label: LOCAL.engineCapacityCc, after: 'Fuel Type', value: (v) => num(v.engineCapacityCc) },
  { label: LOCAL.origin, after: 'Condition', value: (v) => v.origin },
  { label: LOCAL.previousOwners, after: LOCAL.origin, value: (v) => num(v.previousOwners) },
  { label: LOCAL.warrantyMonths, after: LOCAL.previousOwners, value: (v) => num(v.warrantyMonths) },
];

interface Props {
  t: CompareStrings;
  /** The table's English labels and values in the page's language (empty on the English site). */
  words: Record<string, string>;
  /** The page language's paths (made by paths.ts at build time); vehicle has '{id}' for the id. */
  links: { inventory: string; saved: string; compare: string; vehicle: string };
  /** The share button (ShareButton.astro, passed in as the island's `share` slot). */
  share?: ReactNode;
}

export default function ComparePage({ t, words, links, share }: Props) {
  const base = links.compare;
  const say = (s: string): string => words[s] ?? s;
  const chosen = useStore($compare);
  const hydrated = useHydrated();
  // The address decides; without ids, the visitor's compare list (once storage has been read). It is
  // read once, in the browser's first render: the server has no address, and until hydrated both
  // renders show only 'loading', so they match.
  const [address] = useState(() => (typeof window === 'undefined' ? null : idsFromQuery(window.location.search)));
  const dropped = address?.dropped ?? false;
  const [ids, setIds] = useState<string[] | null>(address?.given ? address.ids : null);
  const shown = ids ?? chosen;
  useEffect(() => {
    if (ids !== null || chosen.length === 0) return;
    window.history.replaceState(window.history.state, '', compareUrl(chosen, base));
  }, [ids, chosen, base]);

  const key = shown.join(',');
  // The last answer, kept with the cars it was asked for: other cars are 'loading' until theirs comes.
  const [answer, setAnswer] = useState<{ key: string; load: Load } | null>(null);
  const load = answer?.key === key ? answer.load : LOADING;
  useEffect(() => {
    if (!key) return;
    let alive = true;
    fetchVehicles(liveConfig, key.split(','))
      .then((rows) => alive && setAnswer({ key, load: { status: 'ready', cars: rows.map(fromRow) } }))
      .catch((err: unknown) => {
        console.warn('Compare: vehicles unavailable', err);
        if (alive) setAnswer({ key, load: { status: 'failed' } });
      });
    return () => {
      alive = false;
    };
  }, [key]);

  const remove = (id: string) => {
    const next = shown.filter((x) => x !== id);
    setIds(next);
    setCompare(next);
    window.history.replaceState(window.history.state, '', next.length ? compareUrl(next, base) : base);
  };

  // The server render knows neither the address nor the visitor's list.
  if (!hydrated)
    return (
      <p aria-busy="true" className="text-center text-cream-muted">
        {t['compare.loading']}
      </p>
    );
  if (shown.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line px-6 py-20 text-center">
        <h2 className="font-display text-3xl text-cream">{t['compare.empty']}</h2>
        <p className="mt-3 text-cream-muted">{t['compare.emptyHint']}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a className={buttonClass('primary', 'md')} href={links.inventory}>
            {t['saved.browse']}
          </a>
          <a className={buttonClass('outline', 'md')} href={links.saved}>
            {t['saved.title']}
          </a>
        </div>
      </div>
    );
  }
  if (load.status === 'failed')
    return (
      <p role="alert" className="text-center text-cream-muted">
        {t['compare.failed']}
      </p>
    );
  if (load.status !== 'ready')
    return (
      <p aria-busy="true" className="text-center text-cream-muted">
        {t['compare.loading']}
      </p>
    );
  const cars = load.cars;
  const missing = shown.length - cars.length;
  const rows = compareRows(cars, extraRows(t['card.monthly']));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-cream-muted">
          <span
            className="mr-2 inline-block h-3 w-3 rounded-xs bg-gold/25 align-middle ring-1 ring-gold/60"
            aria-hidden="true"
          />
          {t['compare.legend']}
        </p>
        <div className="flex items-center gap-2 text-sm text-cream-muted">
          {t['compare.share']} {share}
        </div>
      </div>
      {(dropped || missing > 0) && (
        <p className="rounded-2xl border border-line px-5 py-3 text-sm text-cream-muted">
          {dropped ? t['tray.full'] : ''}{' '}
          {missing > 0 ? (missing === 1 ? t['compare.goneOne'] : fmt(t['compare.goneMany'], { n: missing })) : ''}
        </p>
      )}
      <div
        className="overflow-x-auto rounded-2xl border border-line"
        role="region"
        aria-label={t['compare.table']}
        // A scrollable region must be focusable to scroll by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full min-w-xl border-collapse text-left text-sm">
          <caption className="sr-only">{t['compare.caption']}</caption>
          <thead>
            <tr>
              <td className="w-40 p-4" />
              {cars.map((v) => (
                <th key={v.id} scope="col" className="p-4 align-top">
                  <img
                    src={v.images[0] ?? PLACEHOLDER_IMAGE}
                    alt=""
                    width={320}
                    height={240}
                    className="aspect-4/3 w-full rounded-xl object-cover"
                  />
                  <a
                    href={links.vehicle.replace('{id}', v.id)}
                    className="mt-3 block font-display text-lg leading-tight text-cream hover:text-gold"
                  >
                    {v.year} {v.make} {v.model}
                  </a>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm', 'mt-2 border border-line')}
                    onClick={() => remove(v.id)}
                    aria-label={fmt(t['compare.removeOf'], { title: `${v.year} ${v.make} ${v.model}` })}
                  >
                    {t['compare.remove']}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={`${r.kind}:${r.label}`}
                data-differs={r.differs || undefined}
                className={`border-t border-line ${r.differs ? 'bg-gold/10' : ''}`}
              >
                <th scope="row" className="p-4 font-medium text-cream-muted">
                  {r.kind === 'feature' ? r.label : say(r.label)}
                  {r.differs && <span className="sr-only"> {t['compare.differs']}</span>}
                </th>
                {r.values.map((val, i) => (
                  <td key={cars[i]?.id ?? i} className="p-4 text-cream">
                    {r.kind === 'feature' ? (
                      val === 'yes' ? (
                        <>
                          <span aria-hidden="true" className="text-gold">
                            ✓
                          </span>
                          <span className="sr-only">{t['compare.yes']}</span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true" className="text-cream-dim">
                            –
                          </span>
                          <span className="sr-only">{t['compare.no']}</span>
                        </>
                      )
                    ) : (
                      say(val)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
