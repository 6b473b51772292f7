// What a vehicle page shows, as display strings: VehiclePage.astro and its parts render it at build
// time, and the live view (live-page.ts) fills the page template with it for a car newer than the
// build, so both show the same markup with the same words (src/components/template/fill.ts).
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { badgeClass, statusBadgeClass } from '~/components/ui/badge-classes';
import { buttonClass } from '~/components/ui/button-classes';
import { cardView } from '~/components/vehicle-card/card-view';
import type { View } from '~/components/template/fill';
import { DETAIL_TABS, normaliseDetails, tabItems } from '~/lib/vehicle/details';
import { fmt, formatMileage, formatPrice } from '~/lib/format';
import { imageSources } from '~/lib/photos/image-sizes';
import { mainPhotoSources } from './main-photo';
import { priceReducedUntil, reducedFrom, statusBadge } from '~/lib/vehicle/listing';
import { thumbImageSrc } from '~/lib/photos/seed-pictures';
import { detailsCardRows } from '~/lib/vehicle/local-details';
import { vehicleName, yearAndName } from '~/lib/vehicle/name';
import { estimateRoadTax, formatRoadTax, roadTaxExplanation } from '~/lib/vehicle/road-tax';
import type { VehicleCard } from '~/data/vehicles';
import type { Vehicle } from '~/lib/vehicle';
import type { VehicleText } from './strings';
import { thumbClass } from './thumb-class';
import { ownershipCar } from './ownership-car';

export function galleryView(v: Vehicle, { t, opts }: VehicleText) {
  const name = yearAndName(v);
  const images = v.images.length > 0 ? v.images : [PLACEHOLDER_IMAGE];
  const total = images.length;
  const main = mainPhotoSources(images[0] ?? PLACEHOLDER_IMAGE);
  return {
    galleryName: name,
    galleryLabel: fmt(t['gallery.label'], { name, n: 1, total }),
    mainSrc: images[0] ?? PLACEHOLDER_IMAGE,
    mainSrcset: main.srcset,
    mainSizes: main.sizes,
    mainAlt: fmt(t['gallery.alt'], { name, n: 1, total }),
    conditionClass: badgeClass(v.condition),
    condition: opts[v.condition],
    thumbs: images.map((src, i) => ({
      src,
      // The thumbnail's own picture (a seed's card copy) and sizes, and the main photo's for when it is chosen (gallery.ts).
      thumbSrc: thumbImageSrc(src),
      srcset: imageSources(src, 'thumb').srcset,
      sizes: imageSources(src, 'thumb').sizes,
      mainSrcset: mainPhotoSources(src).srcset,
      label: fmt(t['gallery.show'], { n: i + 1 }),
      current: i === 0 ? ('true' as const) : null,
      thumbClass: thumbClass(i === 0),
    })),
    manyImages: total > 1,
  } satisfies View;
}

export function detailsView(v: Vehicle, { t, opts }: VehicleText) {
  const rows = detailsCardRows(v, t, (value) => opts[value as keyof typeof opts] ?? value);
  const norm = normaliseDetails(v.vehicleDetails);
  const tab = (name: (typeof DETAIL_TABS)[number]) => {
    const items = norm.kind === 'lists' ? tabItems(norm, name) : [];
    return {
      items: items.map((item) => ({ item })),
      empty: norm.kind === 'lists' && items.length === 0 ? t[`tabs.empty${name}`] : '',
    };
  };
  const [exterior, interior, drivetrain] = DETAIL_TABS.map(tab);
  return {
    rows: rows.map(([label, value]) => ({ label, value })),
    features: v.features.map((feature) => ({ feature })),
    noFeatures: v.features.length === 0,
    detailsText: norm.kind === 'text' ? norm.text : '',
    exterior: exterior?.items ?? [],
    exteriorEmpty: exterior?.empty ?? '',
    interior: interior?.items ?? [],
    interiorEmpty: interior?.empty ?? '',
    drivetrain: drivetrain?.items ?? [],
    drivetrainEmpty: drivetrain?.empty ?? '',
  } satisfies View;
}

export function roadTaxView(v: Vehicle, { t }: VehicleText) {
  const e = estimateRoadTax(v);
  return {
    roadTaxAmount: e.status === 'not-estimated' ? t['roadTax.notEstimated'] : formatRoadTax(e.amount),
    roadTaxEstimated: e.status !== 'not-estimated',
    roadTaxBasis: roadTaxExplanation(e, t),
  } satisfies View;
}

/** 'Price reduced' and the struck-through old price, judged now (build time on prebuilt pages). */
function priceDropView(v: Vehicle, now: number = Date.now()) {
  const was = reducedFrom(v, now);
  return {
    reduced: was !== null,
    wasPrice: was === null ? '' : formatPrice(was),
    reducedUntil: v.priceReducedAt === null ? 0 : priceReducedUntil(v.priceReducedAt),
  };
}

export function vehiclePageView(v: Vehicle, similar: readonly VehicleCard[], text: VehicleText) {
  const { t, opts } = text;
  const sold = v.status === 'sold';
  return {
    id: v.id,
    updatedAt: v.updatedAt,
    year: v.year,
    name: vehicleName(v),
    shareTitle: yearAndName(v),
    /** The dealer's stock number, for a live-mode enquiry's message (empty when the car has none). */
    stockNumber: v.stockNumber ?? '',
    price: formatPrice(v.price),
    ...priceDropView(v),
    loanPrice: v.price,
    loanYear: v.year,
    /** The cost of ownership's car (OwnershipCost.astro's data-car; ownership-view.ts ownershipCar). */
    ownershipCar: JSON.stringify(ownershipCar(v)),
    status: statusBadge(v.status) ? opts[v.status] : '',
    statusClass: statusBadgeClass(v.status),
    specs: [
      { label: t['spec.mileage'], value: formatMileage(v.mileage) },
      { label: t['spec.year'], value: String(v.year) },
      { label: t['spec.fuel'], value: opts[v.fuelType] },
      { label: t['spec.transmission'], value: opts[v.transmission] },
    ],
    testDrive: !sold,
    requestClass: buttonClass(sold ? 'primary' : 'outline', 'lg', 'flex-1'),
    favId: v.id,
    ...galleryView(v, text),
    ...detailsView(v, text),
    ...roadTaxView(v, text),
    similar: similar.map((c, i) => cardView(c, text, { index: i + 3, animate: false })),
  } satisfies View;
}
export type VehiclePageView = ReturnType<typeof vehiclePageView>;
