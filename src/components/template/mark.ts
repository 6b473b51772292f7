// The view-key marks (data-t, data-a, data-if, data-each: see fill.ts) go only into a template's
// rendering: `const m = mark(template)`, then `data-t={m('price')}`. A prebuilt page is never
// filled, so it carries none of them (less HTML, and less for a 20,000-page build to render).
export const mark =
  (template: boolean) =>
  (key: string): string | undefined =>
    template ? key : undefined;
