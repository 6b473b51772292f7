// Road tax estimate on the vehicle page (issue 11, item 8). No state and no client code: the static
// page renders it to HTML at build, the live view renders it in the browser. Rates: src/lib/road-tax.ts.
import { estimateRoadTax, formatRoadTax, roadTaxExplanation } from '~/lib/road-tax';
import type { Vehicle } from '~/lib/vehicle';
import type { RoadTaxStrings } from '~/i18n/keys';

export default function RoadTaxCard({
  v,
  t,
}: {
  v: Pick<Vehicle, 'fuelType' | 'bodyType' | 'engineCapacityCc'>;
  t: RoadTaxStrings;
}) {
  const e = estimateRoadTax(v);
  return (
    <section
      className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card"
      aria-labelledby="road-tax-heading"
      data-testid="road-tax"
    >
      <h2 id="road-tax-heading" className="font-display text-2xl text-cream">
        {t['roadTax.title']}
      </h2>
      <p className="mt-4 font-display text-3xl text-gold" data-testid="road-tax-amount">
        {e.status === 'estimated' ? (
          <>
            {formatRoadTax(e.amount)}{' '}
            <span className="font-sans text-base text-cream-muted">{t['roadTax.perYear']}</span>
          </>
        ) : (
          t['roadTax.notEstimated']
        )}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-cream-muted" data-testid="road-tax-basis">
        {roadTaxExplanation(e, t)}
      </p>
      <p className="mt-3 text-xs text-cream-dim">{t['roadTax.note']}</p>
    </section>
  );
}
