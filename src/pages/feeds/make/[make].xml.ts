// One Atom feed per make with a listed car (en), written with the site (src/features/feeds).
import type { APIRoute, GetStaticPaths } from 'astro';
import { feedResponse, makeFeedPaths } from '~/features/feeds/feed-document';

export const getStaticPaths = makeFeedPaths satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) =>
  feedResponse({ kind: 'make', slug: String(params.make) }, 'en', String(site));
