// The staff list card's words in English, a part of ./en.ts on its own: the first cards of
// /manage-inventory are drawn before the rest of the staff words load (docs/benchmarks.md), so
// they import this alone. Read them as STAFF_WORDS.listCard elsewhere.
import { plural } from './count-en';

export const listCard = {
  photos: (count: number) => (count === 0 ? 'No photos yet' : plural(count, 'photo', 'photos')),
  daysInStock: (days: number) => `${plural(days, 'day', 'days')} in stock`,
  /** A draft is not in stock: it is on no public page. */
  notListed: 'not on the site yet',
};
