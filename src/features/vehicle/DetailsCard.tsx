// 'Vehicle Details' card (SPEC.md §2): body type, color, condition, the local details (issue 11), features.
import type { Vehicle } from '~/lib/vehicle';
import { detailsCardRows } from '~/lib/local-details';
import type { VehicleText } from '~/i18n/keys';

export default function DetailsCard({ v, text: { t, opts } }: { v: Vehicle; text: VehicleText }) {
  const rows = detailsCardRows(v, t, (value) => opts[value as keyof typeof opts] ?? value);
  return (
    <section className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card" aria-labelledby="details-heading">
      <h2 id="details-heading" className="font-display text-2xl text-cream">
        {t['details.title']}
      </h2>
      <dl className="mt-5 divide-y divide-line">
        {rows.map(([k, val]) => (
          <div key={k} className="flex justify-between gap-4 py-3 text-sm">
            <dt className="text-cream-dim">{k}</dt>
            <dd className="font-medium text-cream">{val}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold">
        {t['details.features']}
      </h3>
      {v.features.length === 0 ? (
        <p className="mt-3 text-sm text-cream-dim">{t['details.noFeatures']}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {v.features.map((f) => (
            <li key={f} className="rounded-full bg-white/5 px-3 py-1 text-sm text-cream-muted">
              {f}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
