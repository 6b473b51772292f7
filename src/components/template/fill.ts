// Fills a copy of prebuilt markup with other data, in the browser. A part's .astro component is its
// only markup: it renders on the server from a view (a plain object of display strings made by a
// pure function, e.g. cardView) and marks each place that varies with the view key it shows:
//   data-t="key"             the element's text is view[key]
//   data-a="attr:key ..."    each attribute is view[key] (removed when the value is null or false)
//   data-if="key" / "!key"   the element stays only while view[key] is truthy (falsy)
//   data-each="key"          the first child is repeated once per item of view[key] (an array of
//                            views), each copy filled from its item; the other children are
//                            its earlier copies, except those marked data-if, which follow the
//                            items, filled from the outer view
// A template is the same component rendered (inside <template>) with every optional part present;
// `fill` makes it show another vehicle, so a card built in the browser or a vehicle newer than the
// build has exactly the prebuilt markup. Pure DOM, no framework. Components write the marks through
// mark.ts, typed by their view; README.md beside this file tells the whole of it.
export type Value = string | number | boolean | null | undefined;
export interface View {
  [key: string]: Value | View[];
}

const scalar = (view: View, key: string): Value => {
  const v = view[key];
  return Array.isArray(v) ? v.length > 0 : v;
};

/** Whether `view` shows a part marked data-if={cond}; the prebuilt rendering asks the same (mark.ts `shows`). */
export const holds = (view: View, cond: string): boolean =>
  cond.startsWith('!') ? !scalar(view, cond.slice(1)) : Boolean(scalar(view, cond));

function shows(el: Element, view: View): boolean {
  const cond = el.getAttribute('data-if');
  return cond === null || holds(view, cond);
}

function apply(el: Element, view: View): void {
  const attrs = el.getAttribute('data-a');
  if (attrs)
    for (const pair of attrs.split(' ')) {
      const [name = '', key = name] = pair.split(':');
      const v = scalar(view, key);
      if (v === null || v === undefined || v === false) el.removeAttribute(name);
      else el.setAttribute(name, v === true ? '' : String(v));
    }
  const text = el.getAttribute('data-t');
  if (text !== null) el.textContent = String(scalar(view, text) ?? '');
}

/** Makes `el` (a copy of a template) show `view`, in place. */
export function fill(el: Element, view: View): void {
  apply(el, view);
  const each = el.getAttribute('data-each');
  if (each !== null) {
    const [proto, ...rest] = Array.from(el.children);
    const after = rest.filter((child) => child.hasAttribute('data-if'));
    const items = view[each];
    if (!proto || !Array.isArray(items)) return;
    const copies = items.map((item) => {
      const copy = proto.cloneNode(true) as Element;
      fill(copy, item);
      return copy;
    });
    el.replaceChildren(...copies, ...after.filter((child) => shows(child, view)));
    for (const child of el.children) if (!copies.includes(child)) fill(child, view);
    return;
  }
  for (const child of Array.from(el.children)) {
    if (shows(child, view)) fill(child, view);
    else child.remove();
  }
}

declare const filledWith: unique symbol;
/** The id of a `<template>` whose copies show a V: `fromTemplate` takes only a V for it. */
export type TemplateId<V extends View> = string & { readonly [filledWith]: V };
export const templateId = <V extends View>(id: string): TemplateId<V> => id as TemplateId<V>;

/** A filled copy of the first element of `<template id={id}>` (null when the page has none). */
export function fromTemplate<V extends View>(
  id: TemplateId<V>,
  view: NoInfer<V>,
  doc: Document = document,
): Element | null {
  const template = doc.getElementById(id);
  const proto = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  if (!proto) return null;
  const copy = proto.cloneNode(true) as Element;
  fill(copy, view);
  return copy;
}
