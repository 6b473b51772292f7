// The vehicle page's words: one list per interactive part (each gets only its own), and the page's
// static words. The page (prebuilt, live and swapped in) reads them all, the cards' included, from
// /vehicle-text.json (vehicle-text.ts picks them at build time, vehicle-words.ts reads them).
import { CARD_STRINGS, type CardText } from '~/components/vehicle-card/strings';
import { DEMO_STRINGS } from '~/components/demo/strings';
import { LEAD_STRINGS } from '~/components/leads/strings';
import { SHARE_STRINGS } from '~/components/share/strings';
import { islandStrings, type Strings } from '~/i18n/island-strings';
import { LOCAL_DETAIL_WORDS } from '~/lib/vehicle/local-details';
import type { Lang } from '~/lib/paths';

/** The gallery and its full-screen viewer (Gallery.astro, gallery.ts, FullscreenGallery.tsx). */
export const GALLERY_STRINGS = islandStrings([
  'gallery.label',
  'gallery.alt',
  'gallery.expand',
  'gallery.choose',
  'gallery.show',
  'viewer.title',
  'viewer.image',
  'viewer.zoomOut',
  'viewer.zoomIn',
  'viewer.close',
  'viewer.previous',
  'viewer.next',
  'viewer.help',
  'viewer.helpTouch',
]);
export type GalleryStrings = Strings<typeof GALLERY_STRINGS>;
/** FavouriteButton.astro. */
export const FAVOURITE_STRINGS = islandStrings(['vehicle.favAdd', 'vehicle.favRemove']);
/** DemoActions.astro, whose buttons open the demo notice (live mode: the lead forms). */
export const DEMO_ACTION_STRINGS = islandStrings([
  ...DEMO_STRINGS,
  ...LEAD_STRINGS,
  'vehicle.testDrive',
  'vehicle.requestInfo',
  // The phone's contact bar (ContactBar.astro, contact-bar.ts).
  'contact.bar',
  'contact.call',
  'contact.whatsapp',
  'contact.testDrive',
  'contact.whatsappText',
]);
/** DetailTabs.astro. */
export const TABS_STRINGS = islandStrings([
  'tabs.label',
  'tabs.Exterior',
  'tabs.Interior',
  'tabs.Drivetrain',
  'tabs.emptyExterior',
  'tabs.emptyInterior',
  'tabs.emptyDrivetrain',
]);
/** The loan calculator (LoanCalculator.astro, loan-calculator.ts, loan-view.ts). */
export const LOAN_STRINGS = islandStrings([
  'loan.title',
  'loan.price',
  'loan.down',
  'loan.downHint',
  'loan.downError',
  'loan.tenure',
  'loan.year',
  'loan.years',
  'loan.rate',
  'loan.rateHint',
  'loan.rateError',
  'loan.reducing',
  'loan.reducingAt',
  'loan.monthly',
  'loan.interest',
  'loan.total',
  'loan.flat',
  'loan.flatAt',
  'loan.eir',
  'loan.differenceBefore',
  'loan.differenceAfter',
  'loan.summary',
  'loan.note',
  'loan.tenureHint',
  'loan.noBank',
  'loan.downHintNoBank',
]);
export type LoanStrings = Strings<typeof LOAN_STRINGS>;
/** RoadTaxCard.astro. */
export const ROAD_TAX_STRINGS = islandStrings([
  'roadTax.title',
  'roadTax.perYear',
  'roadTax.notEstimated',
  'roadTax.electric',
  'roadTax.noCc',
  'roadTax.saloon',
  'roadTax.nonSaloon',
  'roadTax.progressive',
  'roadTax.flat',
  'roadTax.basis',
  'roadTax.byPower',
  'roadTax.note',
]);
/** The cost of ownership (OwnershipCost.astro, ownership-view.ts, ownership-cost.ts). */
export const OWNERSHIP_STRINGS = islandStrings([
  'cost.title',
  'cost.intro',
  'cost.region',
  'cost.regionPeninsular',
  'cost.regionSabahSarawak',
  'cost.regionIslands',
  'cost.ncd',
  'cost.km',
  'cost.consumption',
  'cost.consumptionEv',
  'cost.fuelPrice',
  'cost.fuelPriceEv',
  'cost.year',
  'cost.yearN',
  'cost.roadTax',
  'cost.insurance',
  'cost.fuel',
  'cost.electricity',
  'cost.interest',
  'cost.depreciation',
  'cost.oneOff',
  'cost.total',
  'cost.fiveYears',
  'cost.summary',
  'cost.valueAfter',
  'cost.noRoadTax',
  'cost.noRoadTaxEv',
  'cost.noBank',
  'cost.loanBasis',
  'cost.invalid',
  'cost.note',
]);
export type OwnershipStrings = Strings<typeof OWNERSHIP_STRINGS>;
/** The page's static words (spec list, details card, headings, not-found). */
export const VEHICLE_PAGE_STRINGS = islandStrings([
  'vehicle.back',
  'vehicle.notFound',
  'vehicle.unavailable',
  'vehicle.unavailableText',
  'vehicle.inventory',
  'vehicle.loading',
  'vehicle.moreToExplore',
  'vehicle.similar',
  'vehicle.priceHistory',
  'vehicle.priceHistoryDate',
  'vehicle.priceHistoryPrice',
  'spec.mileage',
  'spec.year',
  'spec.fuel',
  'spec.transmission',
  'details.title',
  'details.body',
  'details.color',
  'details.condition',
  // The local details' rows (the field table's `local` entries, src/lib/vehicle/local-details.ts).
  ...LOCAL_DETAIL_WORDS,
  'details.warrantyNone',
  'details.month',
  'details.months',
  'details.features',
  'details.noFeatures',
]);

/** Every word of the vehicle page, the cards' included. */
export const VEHICLE_STRINGS = islandStrings([
  ...CARD_STRINGS,
  ...GALLERY_STRINGS,
  ...FAVOURITE_STRINGS,
  ...SHARE_STRINGS,
  ...DEMO_ACTION_STRINGS,
  ...TABS_STRINGS,
  ...LOAN_STRINGS,
  ...ROAD_TAX_STRINGS,
  ...OWNERSHIP_STRINGS,
  ...VEHICLE_PAGE_STRINGS,
]);
export type VehicleStrings = Strings<typeof VEHICLE_STRINGS>;
export interface VehicleText extends CardText {
  t: VehicleStrings;
  lang: Lang;
  inventoryHref: string;
}
