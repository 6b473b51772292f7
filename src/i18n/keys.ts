// Which dictionary keys each island needs: the page picks them (pick() in ./index.ts) and passes
// them as a prop, so an island's JavaScript carries no dictionary. Islands import only the types.
// The lists look alike line by line, but each names one island's words: they share by spreading.
import type { Lang } from '~/lib/paths';
import type { Dict, OptionLabels } from './en';

type Strings<T extends readonly (keyof Dict)[]> = Pick<Dict, T[number]>;

export const DEMO_KEYS = ['demo.title', 'demo.text', 'demo.whatsapp', 'demo.close'] as const;
export type DemoStrings = Strings<typeof DEMO_KEYS>;

export const SELL_KEYS = [
  ...DEMO_KEYS,
  'sell.info',
  'sell.make',
  'sell.model',
  'sell.year',
  'sell.selectYear',
  'sell.mileage',
  'sell.condition',
  'sell.submit',
  'sell.missing',
  'sell.makeHint',
  'sell.modelHint',
  'sell.mileageHint',
  'sell.excellent',
  'sell.excellentText',
  'sell.very-good',
  'sell.very-goodText',
  'sell.good',
  'sell.goodText',
  'sell.fair',
  'sell.fairText',
] as const;
export type SellStrings = Strings<typeof SELL_KEYS>;

/** What a vehicle card shows (VehicleCard.astro and .tsx). */
export const CARD_KEYS = [
  'card.viewDetails',
  'card.viewDetailsOf',
  'card.more',
  'card.newArrival',
  'card.save',
  'card.compare',
  'card.compareOf',
  'card.mileage',
  'card.fuel',
  'card.year',
  'card.features',
  'card.monthly',
  'card.noLoan',
  'card.priceReduced',
  'card.was',
] as const;
export type CardStrings = Strings<typeof CARD_KEYS>;
/**
 * A card's words, how option values read, and its link: the page language's vehicle path with
 * '{id}' for the id (made by paths.vehicle at build time, so islands need not load paths.ts).
 */
export interface CardText {
  t: CardStrings;
  opts: OptionLabels;
  vehicleHref: string;
}

/** The vehicle page's interactive parts: each gets only its own words. */
export const GALLERY_KEYS = [
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
] as const;
export type GalleryStrings = Strings<typeof GALLERY_KEYS>;
export const FAVOURITE_KEYS = ['vehicle.favAdd', 'vehicle.favRemove'] as const;
export type FavouriteStrings = Strings<typeof FAVOURITE_KEYS>;
export const SHARE_KEYS = ['vehicle.share', 'vehicle.linkCopied', 'vehicle.copyLink'] as const;
export type ShareStrings = Strings<typeof SHARE_KEYS>;
export const DEMO_ACTION_KEYS = [...DEMO_KEYS, 'vehicle.testDrive', 'vehicle.requestInfo'] as const;
export type DemoActionStrings = Strings<typeof DEMO_ACTION_KEYS>;
export const TABS_KEYS = [
  'tabs.label',
  'tabs.Exterior',
  'tabs.Interior',
  'tabs.Drivetrain',
  'tabs.emptyExterior',
  'tabs.emptyInterior',
  'tabs.emptyDrivetrain',
] as const;
export type TabsStrings = Strings<typeof TABS_KEYS>;
export const LOAN_KEYS = [
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
] as const;
export type LoanStrings = Strings<typeof LOAN_KEYS>;
export const ROAD_TAX_KEYS = [
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
  'roadTax.note',
] as const;
export type RoadTaxStrings = Strings<typeof ROAD_TAX_KEYS>;
/** The page's static words (spec list, details card, headings, not-found). */
export const VEHICLE_PAGE_KEYS = [
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
  'details.origin',
  'details.registrationYear',
  'details.previousOwners',
  'details.warranty',
  'details.warrantyNone',
  'details.month',
  'details.months',
  'details.engine',
  'details.features',
  'details.noFeatures',
] as const;

/** The vehicle page (prebuilt, live and swapped in): every word of it, the cards' included. */
export const VEHICLE_KEYS = [
  ...CARD_KEYS,
  ...GALLERY_KEYS,
  ...FAVOURITE_KEYS,
  ...SHARE_KEYS,
  ...DEMO_ACTION_KEYS,
  ...TABS_KEYS,
  ...LOAN_KEYS,
  ...ROAD_TAX_KEYS,
  ...VEHICLE_PAGE_KEYS,
] as const;
export type VehicleStrings = Strings<typeof VEHICLE_KEYS>;
export interface VehicleText extends CardText {
  t: VehicleStrings;
  lang: Lang;
  inventoryHref: string;
}

export const FILTER_KEYS = [
  'filter.search',
  'filter.placeholder',
  'filter.toggle',
  'filter.make',
  'filter.allMakes',
  'filter.price',
  'filter.allPrices',
  'filter.year',
  'filter.allYears',
  'filter.band.50000-70000',
  'filter.band.70000-90000',
  'filter.band.90000-plus',
  'filter.body',
  'filter.allBodies',
  'filter.fuel',
  'filter.allFuels',
  'filter.trans',
  'filter.allTrans',
  'filter.origin',
  'filter.allOrigins',
  'filter.km',
  'filter.anyKm',
  'filter.upTo',
  'filter.min',
  'filter.max',
  'filter.sort',
  'filter.sortPrefix',
  'filter.sold',
  'filter.toggleCount',
  'filter.priceInvalid',
  'filter.priceOrder',
  'sort.',
  'sort.price-asc',
  'sort.price-desc',
  'sort.year-desc',
  'sort.mileage-asc',
] as const;
export type FilterStrings = Strings<typeof FILTER_KEYS>;

export const INVENTORY_KEYS = [
  ...FILTER_KEYS,
  'inventory.vehicles',
  'inventory.pages',
  'inventory.nextPage',
  'inventory.showing',
  'inventory.searching',
  'inventory.none',
  'inventory.noneHint',
  'inventory.nonePrice',
  'inventory.clear',
  'inventory.showMore',
  'inventory.loading',
] as const;
export type InventoryStrings = Strings<typeof INVENTORY_KEYS>;

export const SAVED_KEYS = [
  'saved.loading',
  'saved.empty',
  'saved.emptyHint',
  'saved.browse',
  'saved.failed',
  'saved.one',
  'saved.many',
  'saved.goneOne',
  'saved.goneMany',
  'saved.remove',
  'saved.list',
] as const;
export type SavedStrings = Strings<typeof SAVED_KEYS>;

export const COMPARE_KEYS = [
  'compare.loading',
  'compare.empty',
  'compare.emptyHint',
  'compare.failed',
  'compare.legend',
  'compare.share',
  'compare.shareTitle',
  'compare.goneOne',
  'compare.goneMany',
  'compare.table',
  'compare.caption',
  'compare.remove',
  'compare.removeOf',
  'compare.differs',
  'compare.yes',
  'compare.no',
  'card.monthly',
  'saved.browse',
  'saved.title',
  'tray.full',
  ...SHARE_KEYS,
] as const;
export type CompareStrings = Strings<typeof COMPARE_KEYS>;

/** The comparison table's English row labels and values (compare.ts) as they read on the page. */
export const COMPARE_WORD_KEYS = [
  'compare.row.price',
  'compare.row.monthly',
  'compare.row.year',
  'compare.row.mileage',
  'compare.row.fuel',
  'compare.row.transmission',
  'compare.row.body',
  'compare.row.color',
  'compare.row.condition',
  'compare.row.status',
  'compare.row.notStated',
  'local.origin',
  'local.registrationYear',
  'local.previousOwners',
  'local.warrantyMonths',
  'local.engineCapacityCc',
] as const;

export type VehiclePageStrings = Strings<typeof VEHICLE_PAGE_KEYS>;
