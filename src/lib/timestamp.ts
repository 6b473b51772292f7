// Postgres/ISO timestamps as exact numbers: the key the one order (src/data/vehicles/order.ts) and
// the sitemap's lastmod compare by.

/**
 * Microseconds since the epoch of a Postgres/ISO timestamp, exact (a double holds them exactly),
 * so two rows created in the same millisecond compare as Postgres compares them.
 */
export function timeKey(ts: string): number {
  const m = /^(.*?T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(ts.trim().replace(' ', 'T'));
  if (!m) return Date.parse(ts) * 1000;
  const zone = m[3] ?? 'Z';
  const seconds = Date.parse(`${m[1]}${zone.length === 3 ? `${zone}:00` : zone}`);
  const micros = Number(((m[2] ?? '') + '000000').slice(0, 6));
  return seconds * 1000 + micros;
}
