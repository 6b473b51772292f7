// /compare?ids=a,b,c: up to three cars side by side, read live (their page columns, one small
// request), rows where they differ highlighted. The address names the cars, so it can be shared;
// without ids it shows the visitor's compare list and writes it into the address. Cars no longer
// listed leave the comparison and the visitor's list, and make way for later ones in the address.
// Plain DOM over the states and templates CompareView.astro prebuilds.
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { liveConfig } from '~/config/live-config';
import { $compare, compareUrl, setCompare } from '~/components/vehicle-card/compare-store';
import { fetchVehicles, fromRow } from '~/data/vehicles/browser';
import { COMPARE_ADDRESS_MAX, COMPARE_MAX, compareRows, idsFromQuery, type ExtraRow } from '~/lib/vehicle/compare';
import { fmt, formatPrice } from '~/lib/format';
import { imageSources } from '~/lib/photos/image-sizes';
import { showState } from '~/components/ui/show-state';
import { cardMonthlyEstimate } from '~/lib/vehicle/loan';
import { LOCAL_DETAIL_LABELS as LOCAL } from '~/lib/vehicle/fields-staff';
import type { Vehicle } from '~/lib/vehicle';

type State = 'loading' | 'empty' | 'failed' | 'table';

// Local details and the monthly estimate, placed among the spec's rows.
const num = (n: number | null): string | null => (n === null ? null : n.toLocaleString('en-MY'));
const extraRows = (monthly: string, noLoan: string): ExtraRow[] => [
  {
    label: 'Monthly estimate',
    key: 'compare.row.monthly',
    after: 'compare.row.price',
    // At the terms a bank offers for the car's age, or that none would (docs/product.md D21a).
    value: (v) => {
      const amount = cardMonthlyEstimate(v.price, v.year);
      return amount === null ? noLoan : fmt(monthly, { price: formatPrice(amount) });
    },
  },
  {
    label: LOCAL.registrationYear,
    key: 'local.registrationYear',
    after: 'compare.row.year',
    value: (v) => (v.registrationYear === null ? null : String(v.registrationYear)),
  },
  {
    label: LOCAL.engineCapacityCc,
    key: 'local.engineCapacityCc',
    after: 'compare.row.fuel',
    value: (v) => num(v.engineCapacityCc),
  },
  { label: LOCAL.origin, key: 'local.origin', after: 'compare.row.condition', value: (v) => v.origin, options: true },
  {
    label: LOCAL.previousOwners,
    key: 'local.previousOwners',
    after: 'local.origin',
    value: (v) => num(v.previousOwners),
  },
  {
    label: LOCAL.warrantyMonths,
    key: 'local.warrantyMonths',
    after: 'local.previousOwners',
    value: (v) => num(v.warrantyMonths),
  },
];

/** The cars of the address that are still listed, at most COMPARE_MAX, in the address's order. */
export function comparedCars(asked: readonly string[], found: readonly Vehicle[]) {
  const listed = asked.flatMap((id) => found.filter((v) => v.id === id));
  return {
    cars: listed.slice(0, COMPARE_MAX),
    /** More listed cars than fit: the later ones were left out. */
    full: listed.length > COMPARE_MAX,
    gone: asked.filter((id) => !listed.some((v) => v.id === id)),
  };
}

/** A copy of the first element of `<template id={id}>` (CompareView.astro); null when the page has none. */
function copyOf(id: string): Element | null {
  const template = document.getElementById(id);
  const proto = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  return proto ? (proto.cloneNode(true) as Element) : null;
}

/** Sets an attribute, or removes it when there is no value. */
function setOrRemove(el: Element | null, name: string, value: string | null): void {
  if (value === null) el?.removeAttribute(name);
  else el?.setAttribute(name, value);
}

/** A car's column head: its photo, its name linking to its page, and 'Remove'. */
function carHead(v: Vehicle, href: string, removeLabel: string): Element[] {
  const th = copyOf('compare-car');
  if (!th) return [];
  const image = v.images[0] ?? PLACEHOLDER_IMAGE;
  const { srcset, sizes } = imageSources(image, 'compare');
  const img = th.querySelector('img');
  img?.setAttribute('src', image);
  setOrRemove(img, 'srcset', srcset);
  setOrRemove(img, 'sizes', sizes);
  const link = th.querySelector('a');
  link?.setAttribute('href', href);
  if (link) link.textContent = `${v.year} ${v.make} ${v.model}`;
  const remove = th.querySelector('button');
  remove?.setAttribute('data-remove', v.id);
  remove?.setAttribute('aria-label', removeLabel);
  return [th];
}

export function startComparePage(): void {
  const root = document.querySelector<HTMLElement>('[data-compare-page]');
  if (!root) return;
  const d = root.dataset;
  const base = d.base ?? '/compare';
  // The page's words by key (CompareView.astro, wordsByKey): on English pages none but a live site's
  // 'Petrol', the rest showing the English the rows are built in.
  const words = JSON.parse(d.words ?? '{}') as Record<string, string>;
  const say = (key: string | null, english: string): string => (key === null ? undefined : words[key]) ?? english;
  const notice = root.querySelector<HTMLElement>('[data-notice]') as HTMLElement;
  const head = root.querySelector('thead tr') as HTMLTableRowElement;
  const body = root.querySelector('tbody') as HTMLTableSectionElement;
  // The table exists only with this script, and so does its region's place in the tab order.
  for (const region of root.querySelectorAll<HTMLElement>('[role="region"]')) region.tabIndex = 0;
  const show = (state: State): void => showState(root, state);
  // The scroll cue, so a visitor on a phone knows more cars are beside the first: shown while the
  // table is wider than its box; the fade over the right edge goes once the visitor has scrolled to
  // the last column.
  const region = root.querySelector<HTMLElement>('[data-state="table"] [role="region"]');
  const cue = root.querySelector<HTMLElement>('[data-scroll-cue]');
  const fade = root.querySelector<HTMLElement>('[data-scroll-fade]');
  const updateCue = (): void => {
    if (!region || !cue || !fade) return;
    const hidden = region.scrollWidth - region.clientWidth;
    cue.hidden = hidden <= 1;
    fade.hidden = hidden <= 1 || region.scrollLeft >= hidden - 1;
  };
  region?.addEventListener('scroll', updateCue, { passive: true });
  if (region) new ResizeObserver(updateCue).observe(region);
  const showNotice = (full: boolean, gone: number): void => {
    const n = notice.dataset;
    const parts = [
      full ? (n.full ?? '') : '',
      gone === 1 ? (n.goneOne ?? '') : gone > 1 ? fmt(n.goneMany ?? '', { n: gone }) : '',
    ].filter(Boolean);
    notice.textContent = parts.join(' ');
    notice.hidden = parts.length === 0;
  };
  const address = (ids: readonly string[]): void =>
    window.history.replaceState(window.history.state, '', ids.length ? compareUrl(ids, base) : base);

  const draw = (cars: readonly Vehicle[]): void => {
    if (cars.length === 0) return show('empty');
    const table = head.closest('table');
    if (table) table.dataset.cars = String(cars.length);
    head.replaceChildren(
      head.firstElementChild as Element,
      ...cars.flatMap((v) =>
        carHead(
          v,
          (d.vehicle ?? '').replace('{id}', v.id),
          fmt(d.removeOf ?? '', { title: `${v.year} ${v.make} ${v.model}` }),
        ),
      ),
    );
    body.replaceChildren(
      ...compareRows(cars, extraRows(d.monthly ?? '', d.noLoan ?? '')).flatMap((r) => {
        const tr = copyOf('compare-row');
        if (!tr) return [];
        setOrRemove(tr, 'data-differs', r.differs ? 'true' : null);
        tr.setAttribute('class', `border-t border-line ${r.differs ? 'bg-gold/10' : ''}`);
        const [label, differs] = Array.from(tr.querySelectorAll('th > span'));
        if (label) label.textContent = say(r.key, r.label);
        if (!r.differs) differs?.remove();
        for (const [i, value] of r.values.entries()) {
          const id = r.kind === 'text' ? 'compare-text' : value === 'yes' ? 'compare-yes' : 'compare-no';
          const td = copyOf(id);
          if (td && r.kind === 'text') td.textContent = say(r.valueKeys[i] ?? null, value);
          if (td) tr.append(td);
        }
        return [tr];
      }),
    );
    show('table');
    updateCue();
  };

  // The address decides; without ids, the visitor's compare list (and it goes into the address).
  const given = idsFromQuery(window.location.search, COMPARE_ADDRESS_MAX);
  let shown: Vehicle[] = [];
  let asked: string | null = null;
  const compare = (ids: readonly string[], fromAddress: boolean): void => {
    const key = ids.join(',');
    if (key === asked) return;
    asked = key;
    if (ids.length === 0) {
      showNotice(false, 0);
      return show('empty');
    }
    show('loading');
    fetchVehicles(liveConfig, ids)
      .then((rows) => {
        if (asked !== key) return;
        const { cars, full, gone } = comparedCars(ids, rows.map(fromRow));
        shown = cars;
        // Cars no longer listed leave the visitor's list (the tray on every page counts it).
        const chosen = $compare.get();
        if (gone.some((id) => chosen.includes(id))) setCompare(chosen.filter((id) => !gone.includes(id)));
        if (fromAddress || gone.length > 0) address(cars.map((v) => v.id));
        showNotice(full, gone.length);
        draw(cars);
      })
      .catch((err: unknown) => {
        console.warn('Compare: vehicles unavailable', err);
        if (asked === key) show('failed');
      });
  };

  root.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-remove]') : null;
    const id = button?.dataset.remove;
    if (!id) return;
    shown = shown.filter((v) => v.id !== id);
    const next = shown.map((v) => v.id);
    asked = next.join(',');
    setCompare(next);
    address(next);
    showNotice(false, 0);
    draw(shown);
  });

  if (given.given) compare(given.ids, true);
  else $compare.subscribe((chosen) => compare(chosen, false));
}
