// Bulk photos (docs/product.md D34): files named by stock number ('STK1234-1.jpg', 'STK1234_02.jpeg',
// 'STK1234 3.png', 'STK1234.jpg') matched to cars, in the order of the number in the name.
import { limits } from '~/config/constants';

/** A file's stock number and place, or null when its name holds none of `stocks`. */
export function stockOfName(
  name: string,
  stocks: ReadonlyMap<string, string>,
): { stock: string; order: number } | null {
  const base = (name.split(/[\\/]/).pop() ?? name).replace(/\.[A-Za-z0-9]+$/, '').trim();
  const whole = stocks.get(base.toLowerCase());
  if (whole) return { stock: whole, order: 0 };
  const m = /^(.+?)[\s._-]*\(?(\d{1,3})\)?$/.exec(base);
  const stock = m?.[1] ? stocks.get(m[1].replace(/[\s._-]+$/, '').toLowerCase()) : undefined;
  return stock && m?.[2] ? { stock, order: Number(m[2]) } : null;
}

export interface PhotoMatch<F extends { name: string }> {
  /** Stock number → its files in the order of the number in their names. */
  byStock: Map<string, F[]>;
  /** Files whose name holds no car's stock number. */
  unmatched: F[];
  /** Cars (stock numbers) with no photo of their own and none in these files. */
  withoutPhotos: string[];
}

/**
 * Match `files` to `cars` by stock number (any case). A car's files keep at most the room its
 * 15-photo limit leaves; `hasPhotos` says which cars already have photos of their own.
 */
export function matchPhotos<F extends { name: string }>(
  files: readonly F[],
  cars: readonly { stock: string; hasPhotos: boolean }[],
): PhotoMatch<F> {
  const stocks = new Map(cars.map((c) => [c.stock.toLowerCase(), c.stock]));
  const found = new Map<string, { file: F; order: number }[]>();
  const unmatched: F[] = [];
  for (const file of files) {
    const m = stockOfName(file.name, stocks);
    if (!m) {
      unmatched.push(file);
      continue;
    }
    const list = found.get(m.stock) ?? [];
    list.push({ file, order: m.order });
    found.set(m.stock, list);
  }
  const byStock = new Map<string, F[]>();
  for (const [stock, list] of found) {
    list.sort((a, b) => a.order - b.order || a.file.name.localeCompare(b.file.name));
    byStock.set(
      stock,
      list.map((x) => x.file),
    );
  }
  const withoutPhotos = cars.filter((c) => !c.hasPhotos && !byStock.has(c.stock)).map((c) => c.stock);
  return { byStock, unmatched, withoutPhotos };
}

/** The photos a car can still take: 15 minus those it has. */
export const photoRoom = (existing: number): number => Math.max(0, limits.maxImages - existing);
