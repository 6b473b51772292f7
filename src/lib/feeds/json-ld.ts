// JSON-LD for a vehicle page (schema.org Product and Car, with an Offer in MYR: eligible for
// product snippets), serialised so that no data
// can close the <script> element or start markup.
import type { Vehicle, VehicleStatus } from '~/lib/vehicle';
import { paths, type Lang } from '~/lib/paths';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { yearAndName } from '~/lib/vehicle/name';

/** schema.org ItemAvailability for a status: a reserved car is not on offer, a sold one is gone. */
const AVAILABILITY: Record<VehicleStatus, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  // Never on a public page; named for completeness.
  draft: 'https://schema.org/PreOrder',
};

export function vehicleJsonLd(
  v: Vehicle,
  pageUrl: string,
  siteUrl: string,
  /** The Attention and Fail notes of its newest published inspection report (src/lib/inspection). */
  damages: readonly string[] = [],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name: yearAndName(v),
    ...(v.stockNumber ? { sku: v.stockNumber } : {}),
    brand: { '@type': 'Brand', name: v.make },
    model: v.model,
    vehicleModelDate: String(v.year),
    bodyType: v.bodyType,
    color: v.color,
    fuelType: v.fuelType,
    vehicleTransmission: v.transmission,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'KMT' },
    image: (v.images.length ? v.images : [PLACEHOLDER_IMAGE]).map((src) => new URL(src, siteUrl).href),
    itemCondition: 'https://schema.org/UsedCondition',
    ...(damages.length ? { knownVehicleDamages: [...damages] } : {}),
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      price: v.price,
      priceCurrency: 'MYR',
      availability: AVAILABILITY[v.status],
      itemCondition: 'https://schema.org/UsedCondition',
      url: pageUrl,
    },
  };
}

/** JSON.stringify with <, >, & and the JS line separators escaped as \u sequences (still valid JSON). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** /inventory as a schema.org ItemList: the vehicles of its first page, and how many are listed in all. */
export function inventoryJsonLd(
  cards: readonly Pick<Vehicle, 'id' | 'year' | 'make' | 'model' | 'variant'>[],
  total: number,
  pageUrl: string,
  siteUrl: string,
  /** The page's language: its heading names the list, and the items are that language's pages. */
  { name, lang }: { name: string; lang: Lang },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: total,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: cards.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: new URL(paths.vehicle(c.id, lang), siteUrl).href,
      name: yearAndName(c),
    })),
  };
}
