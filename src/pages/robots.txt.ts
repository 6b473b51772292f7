// /robots.txt: everything public may be crawled; the sitemap lists it.
import type { APIRoute } from 'astro';
import { robotsTxt } from '~/lib/feeds/sitemap';

export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(String(site)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
