// A public page's scripts load after its first paint: the build takes its module scripts out and
// lists them on one inline loader (src/lib/after-first-paint.ts), which the page's policy allows.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, scriptsAfterPaint, withScriptsAfterFirstPaint } from '../../src/lib/after-first-paint';
import { astroCsp, withOwnScriptHashes } from '../../src/integrations/security-headers';
import { pageScriptUrls } from '../../scripts/bench/size';

const page = `<!DOCTYPE html><html><head><script type="module" src="/_astro/header.js"></script></head><body>
<h1>Cars</h1><script type="module">document.title = 'x';</script>
<script type="application/json" id="later">[1]</script>
<script type="module" src="/_astro/tray.js"></script><script type="module" src="/_astro/header.js"></script>
</body></html>`;

describe('scripts after the first paint', () => {
  const out = withScriptsAfterFirstPaint(page);

  it('takes every module script out and lists each once, in document order, on one loader before </body>', () => {
    expect(out).not.toContain('<script type="module" src=');
    expect(out).toContain(
      `<script data-after-paint="/_astro/header.js /_astro/tray.js">${AFTER_PAINT_LOADER}</script></body>`,
    );
    expect(out.match(/data-after-paint=/g)).toHaveLength(1);
  });

  it('leaves inline scripts and JSON blocks where they are', () => {
    expect(out).toContain(`<h1>Cars</h1><script type="module">document.title = 'x';</script>`);
    expect(out).toContain('<script type="application/json" id="later">[1]</script>');
  });

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><body><p>Hi</p><script type="module">1</script></body></html>';
    expect(withScriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it('npm run size still counts the listed scripts as loaded without the visitor', () => {
    expect(pageScriptUrls(out).urls).toEqual(['/_astro/header.js', '/_astro/tray.js']);
  });

  it("the page's policy allows the loader by its hash", () => {
    const hash = `sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}`;
    expect(astroCsp('http://127.0.0.1:54321').scriptDirective.hashes).toEqual([hash]);
  });

  it('the loader adds the listed scripts as ordered module scripts once the first contentful paint is shown', () => {
    const appended: { type: string; src: string; async: boolean; onload?: () => void }[] = [];
    class PerformanceObserver {
      options: unknown = null;
      constructor(readonly callback: (list: unknown, o: PerformanceObserver) => void) {
        observers.push(this);
      }
      observe(options: unknown) {
        this.options = options;
      }
    }
    const observers: PerformanceObserver[] = [];
    const paints = (...names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })),
    });
    const script: { dataset: { afterPaint?: string } } = { dataset: { afterPaint: '/_astro/header.js /_astro/tray.js' } };
    const document = {
      currentScript: script,
      createElement: (tag: string) => {
        expect(tag).toBe('script');
        return { type: '', src: '', async: true };
      },
      head: { append: (e: (typeof appended)[number]) => appended.push(e) },
    };
    // Timers run when the test says so, in the order they were set.
    const timers: (() => void)[] = [];
    new Function(
      'document',
      'PerformanceObserver',
      'addEventListener',
      'removeEventListener',
      'setTimeout',
      AFTER_PAINT_LOADER,
    )(
      document,
      PerformanceObserver,
      () => {},
      () => {},
      (f: () => void) => timers.push(f),
    );
    const [observer] = observers;
    expect(observer?.options).toEqual({ type: 'paint', buffered: true });
    // The first paint (a background) is not yet content: nothing loads.
    observer?.callback(paints('first-paint'), observer);
    expect(appended).toEqual([]);
    observer?.callback(paints('first-contentful-paint'), observer);
    // Each script is added in a task of its own, in the listed order.
    expect(appended).toEqual([]);
    expect(timers).toHaveLength(2);
    timers.shift()?.();
    expect(appended.map(({ src }) => src)).toEqual(['/_astro/header.js']);
    timers.shift()?.();
    expect(appended.map(({ type, src, async }) => ({ type, src, async }))).toEqual([
      { type: 'module', src: '/_astro/header.js', async: false },
      { type: 'module', src: '/_astro/tray.js', async: false },
    ]);
    // The last script's load (after it has run, as module scripts' loads are) drops the list.
    expect(appended[0]?.onload).toBeUndefined();
    appended[1]?.onload?.();
    expect(script.dataset).toEqual({});
  });

  it("holds the first taps and changes until the page's scripts have run, then gives them again", () => {
    type Listener = (e: unknown) => void;
    const listening = new Map<string, Listener>();
    const appended: { onload?: () => void; onerror?: () => void }[] = [];
    let observer: ((list: unknown) => void) | undefined;
    class PerformanceObserver {
      constructor(callback: (list: unknown) => void) {
        observer = callback;
      }
      observe() {}
    }
    class Event {
      constructor(
        readonly type: string,
        readonly init: unknown,
      ) {}
    }
    const script = { dataset: { afterPaint: '/_astro/gallery.js' } as { afterPaint?: string } };
    const document = {
      currentScript: script,
      createElement: () => ({}),
      head: { append: (e: (typeof appended)[number]) => appended.push(e) },
    };
    const run = new Function(
      'document',
      'PerformanceObserver',
      'addEventListener',
      'removeEventListener',
      'Event',
      'setTimeout',
      AFTER_PAINT_LOADER,
    );
    run(
      document,
      PerformanceObserver,
      (type: string, f: Listener, capture: boolean) => capture && listening.set(type, f),
      (type: string, f: Listener, capture: boolean) => capture && listening.get(type) === f && listening.delete(type),
      Event,
      (f: () => void) => f(),
    );
    expect([...listening.keys()]).toEqual(['click', 'change']);

    const done: string[] = [];
    const button = { click: () => done.push('pressed Show image 3') };
    const select = { dispatchEvent: (e: Event) => done.push(`${e.type} ${JSON.stringify(e.init)} on Region`) };
    const event = (type: string, target: unknown) => ({
      type,
      target,
      stopImmediatePropagation: () => done.push(`${type} stopped`),
      preventDefault: () => done.push(`${type} prevented`),
    });
    // A tap on the thumbnail's icon (inside the button), a change of a select, a tap beside any button.
    listening.get('click')?.(event('click', { closest: (s: string) => (s === 'button' ? button : null) }));
    listening.get('change')?.(event('change', select));
    listening.get('click')?.(event('click', { closest: () => null }));
    expect(done).toEqual(['click stopped', 'click prevented', 'change stopped', 'change prevented']);

    done.length = 0;
    observer?.({ getEntriesByName: () => [{}] });
    expect(done).toEqual([]);
    // A script that fails to load still ends the wait: the others have run.
    appended[0]?.onerror?.();
    expect(done).toEqual(['pressed Show image 3', 'change {"bubbles":true} on Region']);
    expect(listening.size).toBe(0);
    expect(script.dataset).toEqual({});
  });

  it('staff pages keep their scripts; every other page waits for its paint', () => {
    expect(scriptsAfterPaint('/manage-inventory')).toBe(false);
    expect(scriptsAfterPaint('/manage-inventory/leads/')).toBe(false);
    expect(scriptsAfterPaint('/reset-password/')).toBe(false);
    expect(scriptsAfterPaint('/')).toBe(true);
    expect(scriptsAfterPaint('/ms/compare/')).toBe(true);
    expect(scriptsAfterPaint('/auth/')).toBe(true);
    expect(scriptsAfterPaint('/manage-inventory-guide')).toBe(true);
  });

  it("a public page's policy keeps only the hashes of the inline scripts it holds", () => {
    const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    const policy = `script-src 'self' '${hash('a()')}' '${hash('b()')}' '${hash('c()')}'; style-src 'self'`;
    const html = `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>
<script>a()</script><script type="module">c()</script><script type="application/ld+json">b()</script>
<script type="module" src="/x.js"></script><script>d()</script></body></html>`;
    expect(withOwnScriptHashes(html)).toContain(
      `content="script-src 'self' '${hash('a()')}' '${hash('c()')}'; style-src 'self'"`,
    );
  });
});
