// The template language's marks (src/components/template/mark.ts): what they write into a
// template, that a prebuilt rendering carries none, and, at compile time (`tsc` in `npm run check`),
// that each key must be one of its view's: the @ts-expect-error lines fail the check once a typo passes.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fromTemplate } from '~/components/template/fill';
import {
  keyMarks,
  marks,
  textMarkSelector,
  type Condition,
  type ListKey,
  type Marks,
  type TextKey,
  type ValueKey,
} from '~/components/template/mark';
import type { CardView } from '~/components/vehicle-card/card-view';
import { CARD_TEMPLATE_ID } from '~/components/vehicle-card/render-card';
import type { VehiclePageView } from '~/features/vehicle/page-view';
import { LIVE_TEMPLATE_IDS } from '~/features/vehicle/live-page';

const view = {
  price: 'MYR 285,000',
  year: 2023,
  reduced: false,
  delay: null as string | null,
  features: [{ feature: 'Sunroof' }],
  more: '',
};

describe('marks in a template', () => {
  const m = marks(view, true);
  it('write the view key each place shows', () => {
    expect(m.template).toBe(true);
    expect(m.t('price')).toBe('price');
    expect(m.when('reduced')).toBe('reduced');
    expect(m.when('!reduced')).toBe('!reduced');
    expect(m.each('features')).toBe('features');
    expect(m.of('features').t('feature')).toBe('feature');
  });
  it('write data-a as attr:key pairs, in the order given, a same-named key once', () => {
    expect(m.a({ class: 'price', style: 'delay' })).toBe('class:price style:delay');
    expect(m.a('price', { 'aria-label': 'more' })).toBe('price aria-label:more');
    expect(m.a({ src: 'price' }, 'year', { fetchpriority: 'delay' })).toBe('src:price year fetchpriority:delay');
    expect(m.a({ year: 'year' })).toBe('year');
  });
  it('render every optional part, whatever the view', () => {
    expect(m.shows('reduced')).toBe(true);
    expect(m.shows('!features')).toBe(true);
    expect(m.shows('more')).toBe(true);
  });
});

describe('marks in a prebuilt rendering', () => {
  const m = marks(view, false);
  it('write no attribute at all', () => {
    expect(m.template).toBe(false);
    expect([m.t('price'), m.a({ class: 'price' }), m.when('reduced'), m.each('features')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(m.of('features').t('feature')).toBeUndefined();
    expect(keyMarks<typeof view>(false).t('price')).toBeUndefined();
  });
  it('render a part only while the view shows it, by the rule fill applies (a list: not empty)', () => {
    expect(m.shows('reduced')).toBe(false);
    expect(m.shows('!reduced')).toBe(true);
    expect(m.shows('price')).toBe(true);
    expect(m.shows('more')).toBe(false);
    expect(m.shows('features')).toBe(true);
    expect(marks({ ...view, features: [] }, false).shows('features')).toBe(false);
    expect(marks({ ...view, features: [] }, false).shows('!features')).toBe(true);
  });
});

describe('keys checked at compile time', () => {
  it("accept only the view's own keys, each of the kind its mark needs", () => {
    type V = { a: string; n: number | null; flag: boolean; list: { item: string }[] };
    expectTypeOf<TextKey<V>>().toEqualTypeOf<'a' | 'n'>();
    expectTypeOf<ValueKey<V>>().toEqualTypeOf<'a' | 'n' | 'flag'>();
    expectTypeOf<ListKey<V>>().toEqualTypeOf<'list'>();
    expectTypeOf<Condition<V>>().toEqualTypeOf<'a' | 'n' | 'flag' | 'list' | '!a' | '!n' | '!flag' | '!list'>();
    expect(textMarkSelector<CardView>('price')).toBe('[data-t="price"]');
  });
  it('refuse a typo in a card or a vehicle page (checked by tsc; never run)', () => {
    const typos = (card: Marks<CardView>, page: Marks<VehiclePageView>, cardView: CardView) => {
      // @ts-expect-error 'prce' is no key of the card's view
      card.t('prce');
      // @ts-expect-error data-t shows text: 'features' is a list
      card.t('features');
      // @ts-expect-error data-a sets an attribute from a key: 'url' is none
      card.a({ href: 'url' });
      // @ts-expect-error '!redcued' names no key
      card.when('!redcued');
      // @ts-expect-error data-each repeats a list: 'price' is text
      card.each('price');
      // @ts-expect-error an item of 'features' has 'feature', not the card's 'price'
      card.of('features').t('price');
      // @ts-expect-error the vehicle page's thumbnails have no 'alt'
      page.of('thumbs').a({ alt: 'alt' });
      // @ts-expect-error the card template is filled with a card's view, not a page's
      fromTemplate(CARD_TEMPLATE_ID, {} as VehiclePageView);
      // @ts-expect-error 'Vehicle not found' takes a title and a text
      fromTemplate(LIVE_TEMPLATE_IDS.missing, { title: 'Vehicle not found' });
      fromTemplate(CARD_TEMPLATE_ID, cardView);
      return [card.t('price'), page.a({ 'data-share': 'shareTitle' }), page.of('thumbs').t('label')];
    };
    expect(typeof typos).toBe('function');
  });
});
