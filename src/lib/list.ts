// Comma-separated lists (docs/product.md §5): items trimmed, empty items dropped.
export function parseList(input: string): string[] {
  return input
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const joinList = (items: readonly string[]): string => items.join(', ');

/** First `n` items to show plus how many remain (cards show 3 features and '+N more'). */
export function headAndRest<T>(items: readonly T[], n: number): { head: T[]; rest: number } {
  return { head: items.slice(0, n), rest: Math.max(0, items.length - n) };
}
