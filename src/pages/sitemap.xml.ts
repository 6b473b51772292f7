// /sitemap.xml, rebuilt with the site (every build, incremental ones too: it is not a vehicle page).
import type { APIRoute } from 'astro';
import { allVehicles, buildStamp, listedCards, pageCountFor } from '~/data/vehicles/build';
import { siteEntries, sitemapXml } from '~/lib/feeds/sitemap';

export const GET: APIRoute = async ({ site }) => {
  const [vehicles, listed, stamp] = await Promise.all([allVehicles(), listedCards(), buildStamp()]);
  const xml = sitemapXml(siteEntries(vehicles, pageCountFor(listed.length), stamp.updatedAt), String(site));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
