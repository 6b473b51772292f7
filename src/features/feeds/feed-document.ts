// The site's Atom feeds (docs/features.md, "Atom feeds"), written with the site (src/pages/feeds/
// and src/pages/ms/feeds/): one per language, each entry pointing at that language's vehicle page.
import { allVehicles, buildStamp } from '~/data/vehicles/build';
import { site } from '~/config/site';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { dictFor, fmt, optionLabels } from '~/i18n';
import { atomXml, type AtomEntry } from '~/lib/feeds/atom';
import { feedMakes, newArrivals, ofMake, priceDrops } from '~/lib/feeds/lists';
import { formatMileage, formatPrice } from '~/lib/format';
import { makeSlug, paths, type Lang } from '~/lib/paths';
import type { Vehicle } from '~/lib/vehicle';
import { yearAndName } from '~/lib/vehicle/name';

type FeedKind = { kind: 'new-arrivals' } | { kind: 'price-drops' } | { kind: 'make'; slug: string };

/** The one-sentence description of a car the feeds share (vehicle.description). */
export const describe = (v: Vehicle, lang: Lang): string => {
  const o = optionLabels[lang];
  return fmt(dictFor(lang)['vehicle.description'], {
    name: yearAndName(v),
    price: formatPrice(v.price),
    mileage: formatMileage(v.mileage),
    fuel: o[v.fuelType],
    transmission: o[v.transmission],
    color: v.color,
    body: o[v.bodyType],
    condition: o[v.condition],
  });
};

function entryOf(v: Vehicle, lang: Lang, siteUrl: string, drop: boolean): AtomEntry {
  const t = dictFor(lang);
  const url = new URL(paths.vehicle(v.id, lang), siteUrl).href;
  const name = yearAndName(v);
  const image = new URL(v.images[0] ?? PLACEHOLDER_IMAGE, siteUrl).href;
  if (drop && v.previousPrice !== null && v.priceReducedAt !== null) {
    return {
      // Each drop is a new entry: a reader shows it even if it showed the car's last drop.
      id: `${url}#price-drop-${Date.parse(v.priceReducedAt)}`,
      title: fmt(t['feeds.dropEntry'], { name, price: formatPrice(v.price), was: formatPrice(v.previousPrice) }),
      url,
      updated: v.priceReducedAt,
      summary: fmt(t['feeds.dropSummary'], {
        drop: formatPrice(v.previousPrice - v.price),
        description: describe(v, lang),
      }),
      image,
    };
  }
  return {
    id: url,
    title: `${name}, ${formatPrice(v.price)}`,
    url,
    updated: v.createdAt,
    summary: describe(v, lang),
    image,
  };
}

/** Every make that has a feed in this build (getStaticPaths of the make feeds). */
export async function makeFeedPaths() {
  return feedMakes(await allVehicles()).map((make) => ({ params: { make: makeSlug(make) } }));
}

export async function feedResponse(feed: FeedKind, lang: Lang, siteUrl: string): Promise<Response> {
  const [vehicles, stamp] = await Promise.all([allVehicles(), buildStamp()]);
  const t = dictFor(lang);
  const brand = site.brand;
  let title: string;
  let subtitle: string;
  let self: string;
  let list: Vehicle[];
  if (feed.kind === 'new-arrivals') {
    list = newArrivals(vehicles);
    [title, subtitle, self] = [
      fmt(t['feeds.newTitle'], { brand }),
      fmt(t['feeds.newSubtitle'], { brand }),
      paths.feed('new-arrivals', lang),
    ];
  } else if (feed.kind === 'price-drops') {
    list = priceDrops(vehicles);
    [title, subtitle, self] = [
      fmt(t['feeds.dropsTitle'], { brand }),
      fmt(t['feeds.dropsSubtitle'], { brand }),
      paths.feed('price-drops', lang),
    ];
  } else {
    list = ofMake(vehicles, feed.slug);
    const make = list[0]?.make ?? feed.slug;
    [title, subtitle, self] = [
      fmt(t['feeds.makeTitle'], { make, brand }),
      fmt(t['feeds.makeSubtitle'], { make, brand }),
      paths.makeFeed(make, lang),
    ];
  }
  const xml = atomXml({
    self: new URL(self, siteUrl).href,
    page: new URL(paths.inventory(lang), siteUrl).href,
    title,
    subtitle,
    lang,
    author: brand,
    fallbackUpdated: stamp.updatedAt ?? '2026-01-01T00:00:00Z',
    entries: list.map((v) => entryOf(v, lang, siteUrl, feed.kind === 'price-drops')),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
