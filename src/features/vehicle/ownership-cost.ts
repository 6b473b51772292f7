// The cost of ownership recomputed in the browser (OwnershipCost.astro), with the same view the
// build printed (ownership-view.ts): loaded by ownership-open.ts on the reader's first change.
import type { OwnershipCar, OwnershipInput } from '~/lib/vehicle/ownership';
import { fmt } from '~/lib/format';
import type { RoadTaxRegion } from '~/lib/vehicle/road-tax';
import { INPUT_BOUNDS, ROAD_TAX_REGIONS, initialFields, ownershipView, parseInput } from './ownership-view';
import { vehicleWords } from './vehicle-words';

const number = new Intl.NumberFormat('en-MY');

const setText = (el: Element | null | undefined, text: string): void => {
  if (el && el.textContent !== text) el.textContent = text;
};

const field = (section: Element, name: string): HTMLInputElement | HTMLSelectElement | null =>
  section.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);

/** Recomputes the section from its inputs; `reset` first puts back the defaults of the car in data-car. */
export async function recompute(section: HTMLElement, reset = false): Promise<void> {
  const t = await vehicleWords();
  if (!t) return;
  const car = JSON.parse(section.dataset.car ?? 'null') as OwnershipCar | null;
  if (!car) return;
  if (reset) {
    const initial = initialFields(car);
    for (const [name, value] of Object.entries(initial)) {
      const f = field(section, name);
      if (f) f.value = value;
    }
    const ev = car.fuelType === 'Electric';
    setText(section.querySelector('label[for="cost-consumption"]'), t[ev ? 'cost.consumptionEv' : 'cost.consumption']);
    setText(section.querySelector('label[for="cost-fuelPrice"]'), t[ev ? 'cost.fuelPriceEv' : 'cost.fuelPrice']);
    setText(section.querySelectorAll('thead th')[3], t[ev ? 'cost.electricity' : 'cost.fuel']);
  }
  const region = field(section, 'region')?.value as RoadTaxRegion;
  const ncd = Number(field(section, 'ncd')?.value);
  const numbers = (['km', 'consumption', 'fuelPrice'] as const).map((name) => {
    const input = field(section, name);
    const value = input ? parseInput(input.value, INPUT_BOUNDS[name]) : null;
    if (value === null) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
    return { name, value };
  });
  const bad = numbers.find((n) => n.value === null);
  const invalid = section.querySelector<HTMLElement>('[data-testid="cost-invalid"]');
  if (invalid) {
    invalid.hidden = !bad;
    const b = bad ? INPUT_BOUNDS[bad.name] : null;
    setText(invalid, b ? fmt(t['cost.invalid'], { min: number.format(b.min), max: number.format(b.max) }) : '');
  }
  if (bad || !ROAD_TAX_REGIONS.includes(region)) return;
  const [km, consumption, fuelPrice] = numbers.map((n) => n.value as number) as [number, number, number];
  const input: OwnershipInput = { region, ncdPct: ncd, kmPerYear: km, consumption, fuelPrice };
  const view = ownershipView(car, input, t);
  const rows = section.querySelectorAll('tbody tr');
  view.rows.forEach((cells, i) => {
    const row = rows[i];
    if (!row) return;
    setText(row.querySelector('th'), cells[0] ?? '');
    row.querySelectorAll('td').forEach((td, j) => setText(td, cells[j + 1] ?? ''));
  });
  section.querySelectorAll('tfoot td').forEach((td, j) => setText(td, view.totals[j] ?? ''));
  setText(section.querySelector('[data-testid="cost-summary"]'), view.summary);
  setText(section.querySelector('[data-testid="cost-value-after"]'), view.valueAfter);
  const note = section.querySelector<HTMLElement>('[data-testid="cost-road-tax-note"]');
  if (note) {
    note.hidden = !view.roadTaxNote;
    setText(note, view.roadTaxNote);
  }
  setText(section.querySelector('[data-testid="cost-loan-note"]'), view.loanNote);
}
