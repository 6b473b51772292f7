// A public page's own scripts (the header's menu, the compare tray, the saved hearts, …) load once
// the page has painted, not before. Astro writes each component's script as a module script in
// place; a browser fetches those at once and runs them before its first frame whenever they arrive
// first, so on a phone the first paint waited for them, and Lighthouse's simulated LCP counted every
// one of them (and the modules they import) as a request the paint depended on
// (docs/benchmarks.md, "Scripts after the first paint"). The build (src/middleware.ts) moves each
// public page's module scripts into one list that a small inline script adds back, in their order,
// after the first frame. Staff pages keep theirs: their first screen is drawn by script.

import { paths } from './paths';
import { staffPaths } from './staff-paths';

const STAFF_PREFIXES = [staffPaths.manageInventory(), paths.resetPassword()];

/** Whether a page's scripts wait for its first paint: every built page but the staff pages. */
export const scriptsAfterPaint = (pathname: string): boolean =>
  !STAFF_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The attribute of the inline loader that lists the page's module scripts, in document order. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The loader: once the browser reports the page's first contentful paint (a paint timing entry,
 * which comes when that frame is shown; every browser the site supports reports it, and each entry
 * is reported once, so no timer and no disconnect are needed: a test's fake clock cannot hold it), it appends
 * the listed module scripts to <head> in order (`async = false` keeps their document order, and
 * scripts inserted before the load event still delay it, as the parser's did). Waiting for the
 * frame's own report rather than an animation frame matters: a frame is drawn some time before it
 * is shown, and scripts fetched in between finished before the paint (and so counted towards it in
 * Lighthouse's simulation). A tab opened in the background paints, and so loads its scripts, when it
 * is shown.
 *
 * Each script is added in a task of its own (a timer each, run in the order set): adding one starts
 * its fetch, a few milliseconds of the main thread on a phone, and six at once made a long task right
 * after the paint (docs/benchmarks.md, "The after-paint scripts one task each").
 *
 * Until the last of them has run (or failed), the visitor's first taps are held, not lost: a click
 * on a button and a change of a field are stopped before any listener sees them (capture phase, on
 * the window) and, once every script is there, pressed again (`click()`, which also submits a
 * form) or sent again (a bubbling `change`). An island's own directive holds what is done inside
 * it in the same way, so a press replayed into an island not yet hydrated is held once more. Then
 * the loader drops its attribute: a page whose `script[data-after-paint]` is gone has every script
 * running (the tests wait for that, as a parser-inserted script ran before the load event).
 *
 * Its gzipped bytes count in every public page's 30 KB before the first input, so it is written
 * small; its SHA-256 is listed in the Content-Security-Policy (security-headers.ts), so it must
 * stay byte for byte as it is here.
 */
export const AFTER_PAINT_LOADER =
  '(s=>{let q=[],h=e=>{let b=e.type>"ci"?e.target.closest?.("button"):e.target;' +
  'b&&q.push([b,e.type,e.stopImmediatePropagation(),e.preventDefault()])},' +
  'w=f=>["click","change"].map(n=>f(n,h,!0));w(addEventListener);' +
  'new PerformanceObserver(l=>l.getEntriesByName("first-contentful-paint")[0]&&' +
  's.dataset.afterPaint.split(" ").map((u,i,a)=>{let e=document.createElement("script");' +
  'e.type="module";e.src=u;e.async=!1;if(i==a.length-1)e.onload=e.onerror=()=>{delete s.dataset.afterPaint;' +
  'w(removeEventListener);q.map(([b,t])=>t>"ci"?b.click():b.dispatchEvent(new Event(t,{bubbles:!0})))};' +
  'setTimeout(()=>document.head.append(e))})).observe({type:"paint",buffered:!0})})(document.currentScript)';

/** A module script as Astro writes a component's bundled script. */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The page with its external module scripts taken out and listed on one loader before </body>
 * (unchanged when it has none). Inline scripts, JSON blocks and islands stay where they are.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const sources = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? ''))];
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}="${sources.join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  const body = html.lastIndexOf('</body>');
  const without = (part: string) => part.replace(MODULE_SCRIPT, '');
  return `${without(html.slice(0, body))}${loader}${html.slice(body)}`;
}
