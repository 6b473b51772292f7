// The column choices a dealer asked to remember (docs/product.md D34): header (squashed) → column, '' for an
// ignored one, kept in this browser's localStorage for the next file.
import { squash } from '~/lib/staff/vehicle/columns';
import type { CsvMapping } from '~/lib/staff/vehicle/csv';

const KEY = 'mewah.csv-mapping';

export function rememberedMapping(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function rememberMapping(header: readonly string[], mapping: CsvMapping): void {
  const next = { ...rememberedMapping() };
  header.forEach((h, j) => {
    next[squash(h)] = mapping[j] ?? '';
  });
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the guess still works next time.
  }
}

/**
 * Whether an import publishes its cars or keeps them as drafts: the dealer's last choice, publishing at
 * first because that is what an import always did (docs/product.md D34).
 */
export type ImportMode = 'publish' | 'drafts';
const MODE_KEY = 'mewah.csv-import-mode';

export function rememberedImportMode(): ImportMode {
  try {
    return localStorage.getItem(MODE_KEY) === 'drafts' ? 'drafts' : 'publish';
  } catch {
    return 'publish';
  }
}

export function rememberImportMode(mode: ImportMode): void {
  try {
    localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Storage refused: the choice holds for this import.
  }
}
