// Apart from the inventory store, so that /manage-inventory's first cards (first-cards.ts) ask the
// same first page without loading the store.
/** Rows per page of the staff list: a screenful or two of cards, far under 1 MB. */
export const STAFF_PAGE_SIZE = 30;
