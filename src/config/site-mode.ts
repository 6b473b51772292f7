// Whether this build is the dealer's own site (PUBLIC_SITE_MODE=live) or the demo, alone: the
// islands that only need to know which (the inventory's price bands) import this and not the whole
// identity of ./site.ts, whose words and contact details their JavaScript budget does not carry.
import { PUBLIC_SITE_MODE } from 'astro:env/client';

export const siteIsLive: boolean = PUBLIC_SITE_MODE === 'live';
