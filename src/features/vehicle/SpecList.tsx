// The key figures under the title: mileage, year, fuel type, transmission.
import { formatMileage } from '~/lib/format';
import type { Vehicle } from '~/lib/vehicle';
import type { VehicleText } from '~/i18n/keys';

export default function SpecList({ v, text: { t, opts } }: { v: Vehicle; text: VehicleText }) {
  const specs: Array<[string, string]> = [
    [t['spec.mileage'], formatMileage(v.mileage)],
    [t['spec.year'], String(v.year)],
    [t['spec.fuel'], opts[v.fuelType]],
    [t['spec.transmission'], opts[v.transmission]],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {specs.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-line bg-ink-800 px-4 py-3">
          <dt className="text-xs uppercase tracking-[0.18em] text-cream-dim">{label}</dt>
          <dd className="mt-1 font-semibold text-cream">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
