// `client:interaction`: the island's JavaScript loads when the visitor reaches for it (a tap, a
// key, a focus inside it), or when the page says it must (the `island:wake` event, e.g. the address
// names filters), never before. What the visitor did meanwhile is not lost: a value typed or chosen
// in the prebuilt form stays in its field and is handed to the island once it has hydrated, then
// a button pressed meanwhile is pressed again; so is what was typed or chosen before this script
// itself had loaded (public pages load it after their first paint). The island says it has
// hydrated by dispatching `island:ready` from its own markup (useIslandReady in use-hydrated.ts),
// since React hydrates in a transition, after Astro's hydrate() returns. Bundled by Astro
// (esbuild) into every page that uses it: keep it small.
import type { ClientDirective } from 'astro';
import {
  ISLAND_READY_EVENT,
  ISLAND_STATE_ATTRIBUTE,
  ISLAND_WAKE_ATTRIBUTE,
  ISLAND_WAKE_EVENT,
} from '../../config/islands.ts';

/** What a visitor does that wakes an island (capture phase, on the island's element). */
const REACH = ['pointerdown', 'keydown', 'focusin', 'input', 'change'];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (t: EventTarget | null): t is Control =>
  t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement;
const checkable = (c: Control): c is HTMLInputElement =>
  c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');
// Markup Astro passed in as static HTML (a slot) belongs to the page's own scripts, not the island.
const islandOwns = (el: HTMLElement, t: Element): boolean => !t.closest('astro-slot') && el.contains(t);

/** Sets the DOM value without React's value tracker noticing, so the next `input` reads as a change. */
function setUntracked(c: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c), 'value')?.set?.call(c, value);
}

/** What the visitor left in a control: its value, or for a checkbox or radio whether it is checked. */
const given = (c: Control): string | boolean => (checkable(c) ? c.checked : c.value);

/** Whether a control no longer holds what the page was built with. */
const changed = (c: Control): boolean =>
  checkable(c)
    ? c.checked !== c.defaultChecked
    : c instanceof HTMLSelectElement
      ? [...c.options].some((o) => o.selected !== o.defaultSelected)
      : c.value !== c.defaultValue;

/** Hands a control's value, given before hydration, to the hydrated island as its own event. */
function replayControl(c: Control, value: string | boolean): void {
  if (checkable(c)) {
    // A radio is unchecked by checking another, whose own replay says so.
    if (value === c.defaultChecked || (c.type === 'radio' && !value)) return;
    c.checked = !value; // the island's state, so the click below is a change it sees
    c.click();
    return;
  }
  if (c instanceof HTMLSelectElement) {
    c.value = String(value);
    c.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  c.value = c.defaultValue; // the hydrated value (React keeps the DOM's and tracks it)
  setUntracked(c, String(value));
  c.dispatchEvent(new Event('input', { bubbles: true }));
}

const interaction: ClientDirective = (load, _options, el) => {
  const controls = new Map<Control, string | boolean>();
  const presses: HTMLElement[] = [];
  let woken = false;

  const hold = (e: Event): void => {
    const t = e.target;
    if (!(t instanceof Element) || !islandOwns(el, t)) return;
    if (e.type === 'submit') e.preventDefault();
    if (e.type !== 'click') return;
    // A press on a button does nothing yet: pressed again once the island is there. It wakes the
    // island too: a click with no pointer or key before it is one the page's loader held while
    // this directive's script was loading.
    const button = t.closest('button');
    if (button && islandOwns(el, button)) {
      e.preventDefault();
      presses.push(button);
      void wake();
    }
  };
  const reach = (e: Event): void => {
    const t = e.target;
    if (!(t instanceof Element) || !islandOwns(el, t)) return;
    if (isControl(t) && (e.type === 'input' || e.type === 'change')) controls.set(t, given(t));
    // Following a link needs no island: waking it would redraw the page under the visitor's finger.
    if (e.type === 'pointerdown' && t.closest('a[href]')) return;
    void wake();
  };
  const listen = (on: boolean): void => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of [...REACH, 'click', 'submit'])
      el[method](type, type === 'click' || type === 'submit' ? hold : reach, true);
    el[method](ISLAND_WAKE_EVENT, wakeNow);
  };
  const wakeNow = (): void => void wake();

  async function wake(): Promise<void> {
    if (woken) return;
    woken = true;
    el.removeEventListener(ISLAND_WAKE_EVENT, wakeNow);
    const ready = new Promise<void>((resolve) =>
      el.addEventListener(ISLAND_READY_EVENT, () => resolve(), { once: true }),
    );
    const hydrate = await load();
    await hydrate();
    await ready;
    listen(false);
    el.setAttribute(ISLAND_STATE_ATTRIBUTE, 'ready');
    for (const [c, value] of controls) if (c.isConnected) replayControl(c, value);
    for (const b of presses) if (b.isConnected && !(b as HTMLButtonElement).disabled) b.click();
  }

  listen(true);
  el.setAttribute(ISLAND_STATE_ATTRIBUTE, 'waiting');
  // On a public page this script loads after the first paint: what the visitor typed or chose
  // before then is in the prebuilt form, unseen by the listeners above, and counts as given.
  for (const c of el.querySelectorAll<Control>('input, select, textarea'))
    if (islandOwns(el, c) && changed(c)) controls.set(c, given(c));
  if (controls.size > 0 || el.hasAttribute(ISLAND_WAKE_ATTRIBUTE)) void wake();
};

export default interaction;
