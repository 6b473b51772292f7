// A gallery thumbnail's classes, the current one gold-edged: the prebuilt markup (page-view.ts) and
// the gallery's script (gallery.ts) set the same ones. Its own module so the page's first script
// does not load the whole page view (and zod with it) for one class list.
export const thumbClass = (current: boolean): string =>
  `block overflow-hidden rounded-lg border-2 transition ${current ? 'border-gold' : 'border-transparent opacity-60 hover:opacity-100'}`;
