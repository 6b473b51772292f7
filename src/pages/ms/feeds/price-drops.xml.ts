// The Atom feed of price drops (ms), written with the site (src/features/feeds).
import type { APIRoute } from 'astro';
import { feedResponse } from '~/features/feeds/feed-document';

export const GET: APIRoute = ({ site }) => feedResponse({ kind: 'price-drops' }, 'ms', String(site));
