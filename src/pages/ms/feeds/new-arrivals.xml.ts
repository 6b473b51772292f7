// The Atom feed of new arrivals (ms), written with the site (src/features/feeds).
import type { APIRoute } from 'astro';
import { feedResponse } from '~/features/feeds/feed-document';

export const GET: APIRoute = ({ site }) => feedResponse({ kind: 'new-arrivals' }, 'ms', String(site));
