// The whole vehicle page body, rendered in the browser from a Vehicle object: on /vehicle-live and
// in place of a prebuilt page whose vehicle changed since the build (vehicle-live-swap.ts).
// VehiclePage.astro is its static twin for prebuilt pages, the same markup written out again on
// purpose (no React at build time); tests/e2e/public-vehicle-static.spec.ts compares the two.
import VehicleCard from '~/features/vehicle/VehicleCard';
import { statusBadgeClass } from '~/components/ui/badge-classes';
import { formatPrice } from '~/lib/format';
import { statusBadge } from '~/lib/listing';
import type { VehicleCard as Card } from '~/lib/inventory-index';
import type { Vehicle } from '~/lib/vehicle';
import type { VehicleText } from '~/i18n/keys';
import DemoActions from './DemoActions';
import DetailTabs from './DetailTabs';
import DetailsCard from './DetailsCard';
import FavouriteButton from './FavouriteButton';
import Gallery from './Gallery';
import LoanCalculator from './LoanCalculator';
import RoadTaxCard from '~/features/vehicle/RoadTaxCard';
import ShareButton from './ShareButton';
import SpecList from './SpecList';
import SectionHeading from '~/components/ui/SectionHeading';

export default function VehicleView({
  vehicle: v,
  similar,
  text,
}: {
  vehicle: Vehicle;
  similar: Card[];
  text: VehicleText;
}) {
  const name = `${v.make} ${v.model}`;
  return (
    <div className="shell py-8 sm:py-12">
      <a href={text.inventoryHref} className="inline-flex items-center gap-2 text-sm text-cream-muted hover:text-gold">
        <span aria-hidden="true">&larr;</span> {text.t['vehicle.back']}
      </a>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1.45fr_1fr]">
        <Gallery
          images={v.images}
          name={`${v.year} ${name}`}
          condition={v.condition}
          conditionLabel={text.opts[v.condition]}
          t={text.t}
        />
        <div className="flex flex-col gap-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cream-dim">{v.year}</p>
              <h1 className="mt-1 font-display text-4xl leading-tight text-cream sm:text-5xl sm:leading-none">
                {name}
              </h1>
            </div>
            <div className="flex shrink-0 gap-2">
              <FavouriteButton id={v.id} t={text.t} />
              <ShareButton title={`${v.year} ${name}`} t={text.t} />
            </div>
          </div>
          <p className="flex flex-wrap items-center gap-4 font-display text-3xl text-gold sm:text-4xl">
            {formatPrice(v.price)}
            {statusBadge(v.status) && (
              <span className={statusBadgeClass(v.status)} data-testid="status-badge">
                {text.opts[v.status]}
              </span>
            )}
          </p>
          <SpecList v={v} text={text} />
          <DemoActions sold={v.status === 'sold'} t={text.t} />
        </div>
      </div>
      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.45fr]">
        <DetailsCard v={v} text={text} />
        <DetailTabs details={v.vehicleDetails} t={text.t} />
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1.45fr_1fr]">
        <LoanCalculator price={v.price} t={text.t} />
        <RoadTaxCard v={v} t={text.t} />
      </div>
      {similar.length > 0 && (
        <section className="mt-20" aria-labelledby="similar-heading">
          <SectionHeading eyebrow={text.t['vehicle.moreToExplore']} size="section" id="similar-heading">
            {text.t['vehicle.similar']}
          </SectionHeading>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((c, i) => (
              <li key={c.id} className="flex">
                <div className="flex w-full flex-col [&>article]:flex-1">
                  <VehicleCard card={c} index={i + 3} animate={false} headingLevel="h3" text={text} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
