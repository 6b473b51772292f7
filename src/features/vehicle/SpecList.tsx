// The key figures under the title: mileage, year, fuel type, transmission.
import { formatMileage } from '~/lib/format';
import type { Vehicle } from '~/lib/vehicle';

export default function SpecList({ v }: { v: Vehicle }) {
  const specs: Array<[string, string]> = [
    ['Mileage', formatMileage(v.mileage)],
    ['Year', String(v.year)],
    ['Fuel Type', v.fuelType],
    ['Transmission', v.transmission],
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
