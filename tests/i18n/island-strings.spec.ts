// Island strings (docs/languages.md): each island's words are picked at build time by the list beside it
// (its feature's strings.ts) and travel in its page or in /vehicle-text.json, never in JavaScript:
// no script a public page can load, at once, on the first interaction or on a click, carries a
// dictionary or an island's words.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { en } from '~/i18n/en';
import { ms } from '~/i18n/ms';
import { importsOf, pageScriptUrls } from '../../scripts/bench/size';
import { liveVehicles } from '../support/e2e/public';

/** Every script a page can load: its own, its islands', and all they import, statically or on demand. */
async function everyScript(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const html = await (await request.get(path)).text();
  const { urls, onInteraction, inline } = pageScriptUrls(html);
  const files = new Map<string, string>();
  const resolve = (spec: string, from: string) => new URL(spec, `http://x${from}`).pathname;
  const queue = [...urls, ...onInteraction, ...inline.flatMap((s) => Object.values(importsOf(s)).flat())].map((u) =>
    resolve(u, '/'),
  );
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (files.has(url)) continue;
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const text = await res.text();
    files.set(url, text);
    const { static: statics, dynamic } = importsOf(text);
    for (const spec of [...statics, ...dynamic]) queue.push(resolve(spec, url));
  }
  return files;
}

// One island's words each (the sell form, the viewer, the filter bar, the demo notice, the cards,
// the loan calculator), and one no island gets (the landing page's call to action).
const KEYS = [
  'sell.fairText',
  'viewer.helpTouch',
  'filter.priceOrder',
  'demo.whatsapp',
  'card.viewDetailsOf',
  'loan.differenceBefore',
  'cta.title',
] as const;
const WORDS = KEYS.flatMap((k) => [en[k], ms[k]]);

test.describe('island strings', () => {
  test('no script of a public page, in either language, carries a dictionary or an island’s words', async ({
    request,
  }) => {
    const [first] = await liveVehicles(request);
    const pages = ['/', '/inventory', '/sell', `/vehicle/${first?.id}`, '/saved', '/compare'];
    const found: string[] = [];
    for (const path of [...pages, ...pages.map((p) => `/ms${p === '/' ? '' : p}`)]) {
      const files = await everyScript(request, path);
      expect(files.size, `${path} loads some script`).toBeGreaterThan(0);
      for (const [url, text] of files) for (const w of WORDS) if (text.includes(w)) found.push(`${path} ${url}: ${w}`);
    }
    expect(found).toEqual([]);
  });

  test('the words travel in the page, or in /vehicle-text.json; the walker reaches what loads on a click', async ({
    request,
  }) => {
    const sell = await (await request.get('/ms/sell')).text();
    expect(sell).toContain('Haus ketara, perlu sedikit pembaikan');
    expect(sell).toContain('Hubungi melalui WhatsApp');
    expect(await (await request.get('/inventory')).text()).toContain('The maximum is below the minimum price');
    const text = (await (await request.get('/ms/vehicle-text.json')).json()) as { t: Record<string, string> };
    expect(text.t['viewer.helpTouch']).toBe('Leret untuk menukar foto · ketik dua kali atau cubit untuk zum');
    expect(text.t['loan.differenceBefore']).toBe(ms['loan.differenceBefore']);
    // The demo notice's dialog loads only when 'Sell Now' is used: the walk above follows it.
    expect([...(await everyScript(request, '/sell')).keys()].some((url) => /\/DemoNotice\.[\w-]+\.js$/.test(url))).toBe(
      true,
    );
  });
});
