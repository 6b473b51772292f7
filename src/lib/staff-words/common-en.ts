// The words every staff page shares, in English, a part of ./en.ts's object on its own: a page's first
// screen drawn before the rest of the staff words load (docs/benchmarks.md) takes these alone.
// Read them as STAFF_WORDS.common elsewhere.
export const common = {
  /** A button's label while its action runs. */
  busy: 'Please wait...',
};
