// The returning buyer's one entry script (SavedPriceNote.astro, on every public page),
// so the page loads one small module for all of it: each part starts only where the page has it.
import { startPriceDropNote } from './price-drop-note';
import { startReturning } from './returning';
import { startSaveSearch } from './save-search';

export function startReturningBuyer(): void {
  startPriceDropNote();
  startReturning();
  startSaveSearch();
}
