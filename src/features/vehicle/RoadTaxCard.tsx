// Road tax estimate on the vehicle page (issue 11, item 8). No state and no client code: the static
// page renders it to HTML at build, the live view renders it in the browser. Rates: src/lib/road-tax.ts.
import { estimateRoadTax, formatRoadTax, roadTaxExplanation } from '~/lib/road-tax';
import type { Vehicle } from '~/lib/vehicle';
import { VEHICLE_TEXT as T } from './vehicle-text';

export default function RoadTaxCard({ v }: { v: Pick<Vehicle, 'fuelType' | 'bodyType' | 'engineCapacityCc'> }) {
  const e = estimateRoadTax(v);
  return (
    <section className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card" aria-labelledby="road-tax-heading" data-testid="road-tax">
      <h2 id="road-tax-heading" className="font-display text-2xl text-cream">{T.roadTaxHeading}</h2>
      <p className="mt-4 font-display text-3xl text-gold" data-testid="road-tax-amount">
        {e.status === 'estimated' ? <>{formatRoadTax(e.amount)} <span className="font-sans text-base text-cream-muted">{T.roadTaxPerYear}</span></> : T.roadTaxNotEstimated}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-cream-muted" data-testid="road-tax-basis">{roadTaxExplanation(e)}</p>
      <p className="mt-3 text-xs text-cream-dim">{T.roadTaxNote}</p>
    </section>
  );
}
