// /compare?ids=a,b,c: up to three cars side by side, read live (their page columns, one small
// request), rows where they differ highlighted. The address names the cars, so it can be shared;
// without ids it shows the visitor's compare list and writes it into the address.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { buttonClass } from '~/components/ui/button-classes';
import { fetchVehicles } from '~/data/vehicles';
import { compareRows, idsFromQuery, type ExtraRow } from '~/lib/compare';
import { formatCardMonthly } from '~/lib/loan';
import { LOCAL_DETAIL_LABELS as LOCAL } from '~/lib/local-details';
import { fromRow, type Vehicle } from '~/lib/vehicle';
import { liveConfig } from '~/features/inventory/live-config';
import ShareButton from '~/features/vehicle/ShareButton';
import { $compare, COMPARE_LIMIT_MESSAGE, setCompare } from '~/features/saved/compare-store';
import { paths } from '~/lib/paths';

type Load = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; cars: Vehicle[] };

// Local details and the monthly estimate (issue 11 items 3 and 7), placed among the spec's rows.
const num = (n: number | null): string | null => (n === null ? null : n.toLocaleString('en-MY'));
const EXTRA_ROWS: ExtraRow[] = [
  { label: 'Monthly estimate', after: 'Price', value: (v) => formatCardMonthly(v.price) },
  { label: LOCAL.registrationYear, after: 'Year', value: (v) => (v.registrationYear === null ? null : String(v.registrationYear)) },
  { label: LOCAL.engineCapacityCc, after: 'Fuel Type', value: (v) => num(v.engineCapacityCc) },
  { label: LOCAL.origin, after: 'Condition', value: (v) => v.origin },
  { label: LOCAL.previousOwners, after: LOCAL.origin, value: (v) => num(v.previousOwners) },
  { label: LOCAL.warrantyMonths, after: LOCAL.previousOwners, value: (v) => num(v.warrantyMonths) },
];

export default function ComparePage() {
  const chosen = useStore($compare);
  const [ids, setIds] = useState<string[] | null>(null);
  const [dropped, setDropped] = useState(false);
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [hydrated, setHydrated] = useState(false);

  // The address decides; without ids, the visitor's compare list (once storage has been read).
  useEffect(() => {
    const q = idsFromQuery(window.location.search);
    setDropped(q.dropped);
    setIds(q.given ? q.ids : null);
    setHydrated(true);
  }, []);
  const shown = ids ?? chosen;
  useEffect(() => {
    if (ids !== null || chosen.length === 0) return;
    window.history.replaceState(window.history.state, '', paths.compare(chosen));
  }, [ids, chosen]);

  const key = shown.join(',');
  useEffect(() => {
    if (!key) return;
    let alive = true;
    setLoad({ status: 'loading' });
    fetchVehicles(liveConfig, key.split(','))
      .then((rows) => alive && setLoad({ status: 'ready', cars: rows.map(fromRow) }))
      .catch((err: unknown) => {
        console.warn('Compare: vehicles unavailable', err);
        if (alive) setLoad({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [key]);

  const remove = (id: string) => {
    const next = shown.filter((x) => x !== id);
    setIds(next);
    setCompare(next);
    window.history.replaceState(window.history.state, '', paths.compare(next));
  };

  // The server render knows neither the address nor the visitor's list.
  if (!hydrated) return <p aria-busy="true" className="text-center text-cream-muted">Loading the cars...</p>;
  if (shown.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line px-6 py-20 text-center">
        <h2 className="font-display text-3xl text-cream">Nothing to compare yet</h2>
        <p className="mt-3 text-cream-muted">Choose up to 3 cars with 'Compare' on any car card, then come back here.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a className={buttonClass('primary', 'md')} href={paths.inventory()}>Browse Inventory</a>
          <a className={buttonClass('outline', 'md')} href={paths.saved()}>Saved Cars</a>
        </div>
      </div>
    );
  }
  if (load.status === 'failed') return <p role="alert" className="text-center text-cream-muted">These cars could not be loaded. Please try again later.</p>;
  if (load.status !== 'ready') return <p aria-busy="true" className="text-center text-cream-muted">Loading the cars...</p>;
  const cars = load.cars;
  const missing = shown.length - cars.length;
  const rows = compareRows(cars, EXTRA_ROWS);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-cream-muted">
          <span className="mr-2 inline-block h-3 w-3 rounded-sm bg-gold/25 align-middle ring-1 ring-gold/60" aria-hidden="true" />
          Highlighted rows differ between the cars.
        </p>
        <div className="flex items-center gap-2 text-sm text-cream-muted">Share this comparison <ShareButton title="Compare cars" /></div>
      </div>
      {(dropped || missing > 0) && (
        <p className="rounded-2xl border border-line px-5 py-3 text-sm text-cream-muted">
          {dropped ? COMPARE_LIMIT_MESSAGE : ''} {missing > 0 ? `${missing === 1 ? '1 car is' : `${missing} cars are`} no longer listed.` : ''}
        </p>
      )}
      <div className="overflow-x-auto rounded-2xl border border-line" role="region" aria-label="Comparison table" tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">Cars compared side by side; rows marked "differs" are not the same for every car</caption>
          <thead>
            <tr>
              <td className="w-40 p-4" />
              {cars.map((v) => (
                <th key={v.id} scope="col" className="p-4 align-top">
                  <img src={v.images[0] ?? PLACEHOLDER_IMAGE} alt="" width={320} height={240} className="aspect-[4/3] w-full rounded-xl object-cover" />
                  <a href={paths.vehicle(v.id)} className="mt-3 block font-display text-lg leading-tight text-cream hover:text-gold">{v.year} {v.make} {v.model}</a>
                  <button type="button" className={buttonClass('ghost', 'sm', 'mt-2 border border-line')} onClick={() => remove(v.id)}
                    aria-label={`Remove ${v.year} ${v.make} ${v.model} from compare`}>Remove</button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.kind}:${r.label}`} data-differs={r.differs || undefined} className={`border-t border-line ${r.differs ? 'bg-gold/10' : ''}`}>
                <th scope="row" className="p-4 font-medium text-cream-muted">
                  {r.label}{r.differs && <span className="sr-only"> (differs)</span>}
                </th>
                {r.values.map((val, i) => (
                  <td key={cars[i]?.id ?? i} className="p-4 text-cream">
                    {r.kind === 'feature' ? (
                      val === 'yes' ? <><span aria-hidden="true" className="text-gold">✓</span><span className="sr-only">Yes</span></> : <><span aria-hidden="true" className="text-cream-dim">–</span><span className="sr-only">No</span></>
                    ) : val}
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
