// Words of the vehicle page's interactive parts, shared by each React component and its static
// twin (Gallery, FavouriteButton, ShareButton, DemoActions, DetailTabs, RoadTaxCard: .tsx and
// .astro), so the prebuilt page's first paint and the live view say exactly the same.
export const VEHICLE_TEXT = {
  viewFullScreen: 'View photos full screen',
  chooseImage: 'Choose image',
  share: 'Share',
  testDrive: 'Schedule Test Drive',
  requestInfo: 'Request Information',
  detailTabs: 'Vehicle specifications',
  roadTaxHeading: 'Road Tax Estimate',
  roadTaxPerYear: 'a year',
  roadTaxNotEstimated: 'Not estimated',
  roadTaxNote: 'JPJ rates for private cars; insurance is paid on top.',
} as const;

/** The carousel's accessible name; `index` counts from 0. */
export const galleryLabel = (name: string, index: number, count: number): string =>
  `${name} photos, image ${index + 1} of ${count}. Use the arrow keys to change image, Enter to view full screen.`;
export const galleryImageAlt = (name: string, index: number, count: number): string => `${name}, image ${index + 1} of ${count}`;
export const showImageLabel = (index: number): string => `Show image ${index + 1}`;
export const favouriteLabel = (on: boolean): string => (on ? 'Remove from favourites' : 'Add to favourites');
