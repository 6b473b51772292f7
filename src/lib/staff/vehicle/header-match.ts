// Headers read as a person reads them (docs/product.md D34, "A dealer's own file"): case, spaces,
// underscores and punctuation do not matter, units in brackets are dropped ('Asking Price (RM)'),
// a header of two names ('Colour/Warna') matches by either, and a common misspelling ('Milleage')
// is a small edit away from a name the column table knows. How sure the match is goes with it, so
// the preview can say so.

/** How a column was chosen: its name exactly, a close spelling, its cells, or the dealer's earlier choice. */
export type GuessHow = 'name' | 'spelling' | 'contents' | 'remembered';

/** Words that only give a unit or a currency, dropped before matching ('Price (RM)', 'Mileage KM'). */
const UNIT_WORDS = new Set(['rm', 'myr', 'km', 'kms', 'cc', 'l', 'ringgit', 'no', 'number']);

/** The ways a header may be read, most literal first: as written, without brackets, each '/' part, without units. */
export function headerForms(header: string): string[] {
  const noBrackets = header.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const parts = [header, noBrackets, ...noBrackets.split(/[/|]/)];
  const forms: string[] = [];
  for (const p of parts) {
    const words = p
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w !== '');
    const withoutUnits = words.filter((w) => !UNIT_WORDS.has(w));
    for (const f of [words.join(''), withoutUnits.join('')]) if (f !== '' && !forms.includes(f)) forms.push(f);
  }
  return forms;
}

/** Levenshtein distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** How many typing slips a name of this length may carry and still be that name. */
const slips = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/**
 * The column a header names and how: by a known name (any of its forms) or by a close spelling of
 * one (only when a single column is that close). `names`: squashed name → column.
 */
export function matchHeader<C extends string>(
  header: string,
  names: ReadonlyMap<string, C>,
): { column: C; how: 'name' | 'spelling' } | null {
  const forms = headerForms(header);
  for (const f of forms) {
    const c = names.get(f);
    if (c !== undefined) return { column: c, how: 'name' };
  }
  for (const f of forms) {
    const max = slips(f.length);
    if (max === 0) continue;
    let found: C | null = null;
    let best = max + 1;
    let tie = false;
    for (const [name, column] of names) {
      if (slips(name.length) === 0) continue;
      const d = editDistance(f, name, max);
      if (d < best) {
        best = d;
        found = column;
        tie = false;
      } else if (d === best && d <= max && column !== found) tie = true;
    }
    if (found !== null && best <= max && !tie) return { column: found, how: 'spelling' };
  }
  return null;
}

/** Case, accents, spaces and punctuation do not matter ('Fuel Type', fuelType, 'Mileage (km)'). */
export const squash = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
