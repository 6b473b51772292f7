// The staff navigation's words in English, a part of ./en.ts on its own: /manage-inventory's
// first cards draw the navigation before the rest of the staff words load (docs/benchmarks.md).
// Read them as STAFF_WORDS.staffNav elsewhere.
export const staffNav = {
  nav: 'Staff pages',
  stock: 'Stock',
  leads: 'Leads',
  desk: 'Desk',
  staff: 'Staff',
  publishing: 'Publishing',
  account: 'My account',
};
