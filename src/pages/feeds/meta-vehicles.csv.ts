// Meta's automotive catalog feed (src/features/feeds/meta-feed.ts), written with the site.
import type { APIRoute } from 'astro';
import { metaFeedResponse } from '~/features/feeds/meta-feed';

export const GET: APIRoute = ({ site }) => metaFeedResponse(String(site));
