// The Atom feed of new arrivals (en), written with the site (src/features/feeds).
import type { APIRoute } from 'astro';
import { feedResponse } from '~/features/feeds/feed-document';

export const GET: APIRoute = ({ site }) => feedResponse({ kind: 'new-arrivals' }, 'en', String(site));
