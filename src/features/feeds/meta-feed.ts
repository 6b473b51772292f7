// /feeds/meta-vehicles.csv, written with the site like the Atom feeds: every car for sale in Meta's
// automotive catalog format (src/lib/feeds/meta-catalog.ts; docs/deploying.md, 'Meta catalog feed').
// The dealer's address is the showroom of the settings (the demo's fictional one by default).
import { allVehicles, publicIdentifiers } from '~/data/vehicles/build';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { dealer } from '~/config/dealer';
import { site } from '~/config/site';
import { metaCsv, metaRow, type MetaRow } from '~/lib/feeds/meta-catalog';
import { imageSources } from '~/lib/photos/image-sizes';
import type { Vehicle } from '~/lib/vehicle';
import { paths } from '~/lib/paths';
import { describe } from './feed-document';

/** Meta asks for at least 500 × 500 and shows 1080 wide: a 4:3 photo 1024 wide is 768 high. */
const FEED_WIDTH = 1024;

/** A photo's sized copy at least FEED_WIDTH wide (its largest when all are smaller), else the photo itself. */
export function feedImage(src: string, siteUrl: string): string {
  const { srcset } = imageSources(src, 'full');
  const candidates = (srcset ?? '')
    .split(', ')
    .map((c) => c.split(' '))
    .flatMap(([url, w]) => (url && w ? [{ url, w: Number.parseInt(w, 10) }] : []));
  const pick = candidates.find((c) => c.w >= FEED_WIDTH) ?? candidates.at(-1);
  return new URL(pick?.url ?? src, siteUrl).href;
}

export async function metaFeedResponse(siteUrl: string): Promise<Response> {
  const [vehicles, ids] = await Promise.all([allVehicles(), publicIdentifiers()]);
  return metaFeed(vehicles, ids, siteUrl);
}

/** The feed of these vehicles (the build's, with their public identifiers) on the site at siteUrl. */
export function metaFeed(
  vehicles: readonly Vehicle[],
  ids: Awaited<ReturnType<typeof publicIdentifiers>>,
  siteUrl: string,
): Response {
  const rows = vehicles.flatMap((v): MetaRow[] => {
    const row = metaRow(
      {
        vehicle: v,
        url: new URL(paths.vehicle(v.id, 'en'), siteUrl).href,
        images: (v.images.length ? v.images : [PLACEHOLDER_IMAGE]).map((src) => feedImage(src, siteUrl)),
        vin: ids.get(v.id)?.vin ?? null,
        description: describe(v, 'en'),
      },
      {
        name: site.brand,
        phone: site.phoneDisplay,
        ...site.showroom,
        lat: dealer.map.lat,
        lng: dealer.map.lng,
      },
    );
    return row ? [row] : [];
  });
  return new Response(metaCsv(rows), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
