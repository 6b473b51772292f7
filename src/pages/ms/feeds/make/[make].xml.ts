// One Atom feed per make with a listed car (ms), written with the site (src/features/feeds).
import type { APIRoute, GetStaticPaths } from 'astro';
import { feedResponse, makeFeedPaths } from '~/features/feeds/feed-document';

export const getStaticPaths = makeFeedPaths satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) =>
  feedResponse({ kind: 'make', slug: String(params.make) }, 'ms', String(site));
