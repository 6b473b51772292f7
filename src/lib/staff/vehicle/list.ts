// Comma-separated lists (docs/product.md §5): items trimmed, empty items dropped.
export function parseList(input: string): string[] {
  return input
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const joinList = (items: readonly string[]): string => items.join(', ');
