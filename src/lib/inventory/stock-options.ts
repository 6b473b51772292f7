// The dealer's own site (live mode) offers the filters its stock can answer, drawn at build time from
// the cars listed: about four price bands (./price-bands.ts), and the makes, bodies and fuels in stock
// with how many cars each has. The demo keeps the spec's lists (./filters.ts, ./price-bands.ts).
import { parseBandId, stockPriceBands } from './price-bands';
import { bandLabel, type BandWords } from './band-label';
import type { Filterable } from './filters';
import type { Labelled } from './labelled';

/** Values of one filter in stock, with their counts, in the order the dropdown shows them. */
export type Counted = readonly (readonly [value: string, count: number])[];

export interface StockOptions {
  /** Band ids (`0-300000`, `850000-plus`): findBand reads the edges back from them. */
  bands: readonly string[];
  makes: Counted;
  bodies: Counted;
  fuels: Counted;
}

const counted = (values: readonly (string | undefined)[], order?: readonly string[]): Counted => {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  const rank = (v: string): number => (order ? order.indexOf(v) : -1);
  return [...counts].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
};

/** What the filters offer for `cars` (the build's listed cars: sold ones stay out). */
export function stockOptions(
  cars: readonly Pick<Filterable, 'make' | 'price' | 'bodyType' | 'fuelType'>[],
  order: { bodies: readonly string[]; fuels: readonly string[] },
): StockOptions {
  return {
    bands: stockPriceBands(cars.map((c) => c.price)).map((b) => b.id),
    makes: counted(cars.map((c) => c.make)),
    bodies: counted(
      cars.map((c) => c.bodyType),
      order.bodies,
    ),
    fuels: counted(
      cars.map((c) => c.fuelType),
      order.fuels,
    ),
  };
}

/** `Porsche (2)`: a value's label with its count in stock. */
export const withCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${count})`;

/**
 * The live filters' choices with their labels in the page's language, drawn at build time: the
 * island that shows them only looks labels up, and carries no code to draw a band's label or count.
 */
export interface StockChoices {
  bands: Labelled;
  makes: Labelled;
  bodies: Labelled;
  fuels: Labelled;
}

/** The labels of `stock`'s choices: 'MYR 300,000 - 850,000', 'Porsche (2)', 'Petrol (3)'. */
export function stockChoices(
  stock: StockOptions,
  bandWords: BandWords,
  optionLabels: Readonly<Record<string, string>>,
): StockChoices {
  const label = (values: Counted): Labelled => values.map(([v, n]) => [v, withCount(optionLabels[v] ?? v, n)] as const);
  return {
    bands: stock.bands.map((id) => {
      const band = parseBandId(id);
      return [id, band ? bandLabel(band, bandWords) : id] as const;
    }),
    makes: stock.makes.map(([make, n]) => [make, withCount(make, n)] as const),
    bodies: label(stock.bodies),
    fuels: label(stock.fuels),
  };
}
