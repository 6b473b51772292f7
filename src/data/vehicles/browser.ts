// The vehicle data's browser entry, '~/data/vehicles/browser': what islands and client scripts
// import. The shared entry (./index.ts) and what runs only in a browser (*.browser.ts): loaders that
// fetch a module on first use, so a page's bundle stays small. It imports no Node and no astro:env,
// and nothing of the build or server entries (eslint.config.js).
export * from './index';
//   inventory-delta-lazy.browser.ts  the inventory island's delta, its readers loaded with the first request
//   later-cards.browser.ts           the first page's cards past its first screen, likewise
//   index-loader.browser.ts          the compact index with its decoder, on demand
//   sized-copies.browser.ts          a photo's sized copies (OffscreenCanvas), loaded by uploadImages on use
export { fetchInventoryDeltaLazily } from './inventory-delta-lazy.browser';
export { fetchLaterCardsLazily } from './later-cards.browser';
export { loadInventoryIndex } from './index-loader.browser';
