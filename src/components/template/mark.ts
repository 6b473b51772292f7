// The view-key marks (data-t, data-a, data-if, data-each: see fill.ts and README.md), typed by the
// view they show: `const m = marks(v, template)` with `v` the component's view (cardView's return,
// vehiclePageView's, ...), then `data-t={m.t('price')}`; a key the view lacks fails `astro check`
// and `tsc`. The marks go only into a template's rendering: a prebuilt page is never filled, so it
// carries none of them (less HTML, and less for a 20,000-page build to render).
import { holds, type Value, type View } from './fill';

type Keys<V> = Extract<keyof V, string>;
/** Keys of one value (text, number, flag, or null), not a list: what data-a can set. */
export type ValueKey<V> = { [K in Keys<V>]-?: V[K] extends Value ? K : never }[Keys<V>];
/** Keys of text or a number: what data-t can show. */
export type TextKey<V> = { [K in Keys<V>]-?: V[K] extends string | number | null | undefined ? K : never }[Keys<V>];
/** Keys of a list of views: what data-each repeats. */
export type ListKey<V> = { [K in Keys<V>]-?: V[K] extends readonly View[] ? K : never }[Keys<V>];
/** data-if: 'key' shows the part while view[key] is truthy (a list: not empty), '!key' while it is not. */
export type Condition<V> = Keys<V> | `!${Keys<V>}`;
/** One item of the list view[K]. */
export type ItemOf<V, K extends keyof V> = V[K] extends readonly (infer I)[] ? I : never;
/** data-a: 'key' sets the attribute of the same name, { attribute: 'key' } another one. */
export type AttrMark<V> = ValueKey<V> | Readonly<Record<string, ValueKey<V>>>;

/** The marks of a view V's keys; each returns the attribute's value, or undefined (no attribute) outside a template. */
export interface KeyMarks<V> {
  /** True when rendering the template (every optional part present, every place marked). */
  readonly template: boolean;
  /** data-t: the element's text is view[key]. */
  t(key: TextKey<V>): string | undefined;
  /** data-a: each attribute is view[key] (removed when null or false), in the order given. */
  a(...attrs: AttrMark<V>[]): string | undefined;
  /** data-if: the element stays only while the condition holds (see `shows` for the prebuilt side). */
  when(cond: Condition<V>): string | undefined;
  /** data-each: the element's first child is repeated per item of view[key] (mark it with `of(key)`). */
  each(key: ListKey<V>): string | undefined;
  /** The marks of one item of the list view[key], for the repeated child of `each(key)`. */
  of<K extends ListKey<V>>(key: K): KeyMarks<ItemOf<V, K>>;
}

/** A component's marks, bound to the view it renders. */
export interface Marks<V> extends KeyMarks<V> {
  /**
   * Whether to render a part marked `when(cond)`: always in the template (a copy can show any car),
   * else only while the view shows it, by the rule fill.ts applies to a copy (so both agree).
   */
  shows(cond: Condition<V>): boolean;
}

// The marks at run time know no view: a key is a string. The types above are the whole check.
type AnyMark = string | Readonly<Record<string, string>>;
interface Untyped {
  template: boolean;
  t(key: string): string | undefined;
  a(...attrs: AnyMark[]): string | undefined;
  when(cond: string): string | undefined;
  each(key: string): string | undefined;
  of(key: string): Untyped;
}
const attr = (mark: AnyMark): string =>
  typeof mark === 'string'
    ? mark
    : Object.entries(mark)
        .map(([name, key]) => (name === key ? name : `${name}:${key}`))
        .join(' ');
const none = (): undefined => undefined;
const unmarked: Untyped = { template: false, t: none, a: none, when: none, each: none, of: () => unmarked };
const marked: Untyped = {
  template: true,
  t: (key) => key,
  a: (...attrs) => attrs.map(attr).join(' '),
  when: (cond) => cond,
  each: (key) => key,
  of: () => marked,
};

/** Marks by key only, for a component that is always a template or has no optional part. */
export const keyMarks = <V>(template: boolean): KeyMarks<V> => (template ? marked : unmarked) as unknown as KeyMarks<V>;

/** The marks of a component rendering `view`; `template` renders every optional part, marked. */
export function marks<V extends View>(view: V, template: boolean): Marks<V> {
  return { ...keyMarks<V>(template), shows: (cond) => template || holds(view, cond) };
}

/** The CSS selector of the element showing view[key] as text in a filled copy (data-t). */
export const textMarkSelector = <V>(key: TextKey<V>): string => `[data-t="${key}"]`;
