// One vehicle in the admin list: picture, name, stock number, price, days in stock and its Edit,
// Duplicate and delete buttons. A draft shows a Draft badge (it is on no public page).
import { useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { statusBadgeClass } from '~/components/ui/badge-classes';
import { formatMileage, formatPrice } from '~/lib/format';
import { imageSources } from '~/lib/photos/image-sizes';
import { daysInStock, statusBadge } from '~/lib/vehicle/listing';
import type { DraftVehicle } from '~/lib/vehicle';
import { missingForPublishing } from '~/lib/staff/vehicle/missing';
// The card's words alone: the first cards load before the rest of the staff words.
import { listCard } from '~/lib/staff-words/list-card-en';
import InspectionButton from '~/features/admin/inspection/InspectionButton';

type Props = {
  vehicle: DraftVehicle;
  onEdit: (v: DraftVehicle) => void;
  onDuplicate: (v: DraftVehicle) => void;
  /** Absent for a role the database does not let delete (a sales account): no button then. */
  onDelete?: (v: DraftVehicle) => void;
  busy: boolean;
};

export default function AdminVehicleCard({ vehicle: v, onEdit, onDuplicate, onDelete, busy }: Props) {
  // A draft shows what it has: no year, price or mileage yet is left out or said so.
  const name = [v.year, v.make, v.model].filter((p) => p !== null).join(' ');
  const missing = missingForPublishing(v);
  const kind = [v.condition, v.bodyType].filter((p) => p !== null).join(' · ');
  const specs = [v.mileage === null ? null : formatMileage(v.mileage), v.fuelType, v.transmission].filter(
    (p) => p !== null,
  );
  // The staff grid's columns match the public cards': the same widths on offer.
  const cover = imageSources(v.images[0] ?? PLACEHOLDER_IMAGE, 'card');
  const badge = v.status === 'draft' ? 'Draft' : statusBadge(v.status);
  const [now] = useState(() => Date.now());
  const days = daysInStock(v.createdAt, now);
  // The placeholder stands in for missing photos: it is not one of them.
  const photos = v.images.filter((src) => src !== PLACEHOLDER_IMAGE).length;
  return (
    <article
      aria-label={name}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-ink-800 shadow-card"
    >
      <img
        src={v.images[0] ?? PLACEHOLDER_IMAGE}
        srcSet={cover.srcset ?? undefined}
        sizes={cover.sizes ?? undefined}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-16/10 w-full bg-ink-700 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        {kind && <p className="text-xs uppercase tracking-[0.2em] text-gold">{kind}</p>}
        <h2 className="font-display text-xl text-cream">{name}</h2>
        {v.stockNumber && <p className="text-xs text-cream-dim">Stock No. {v.stockNumber}</p>}
        {badge && (
          <p>
            <span className={statusBadgeClass(v.status)}>{badge}</span>
          </p>
        )}
        {v.price === null ? (
          <p className="text-lg text-cream-muted">No price yet</p>
        ) : (
          <p className="text-lg font-semibold text-gold-light">{formatPrice(v.price)}</p>
        )}
        {specs.length > 0 && <p className="text-sm text-cream-muted">{specs.join(' · ')}</p>}
        {missing.length > 0 && <p className="text-xs text-cream-dim">To publish, add: {missing.join(', ')}</p>}
        <p className="text-xs text-cream-dim">
          {listCard.photos(photos)} · {v.status === 'draft' ? listCard.notListed : listCard.daysInStock(days)}
        </p>
        <div className="mt-auto flex items-center gap-2 pt-4">
          <button type="button" className={buttonClass('outline', 'sm', 'flex-1')} onClick={() => onEdit(v)}>
            Edit<span className="sr-only"> {name}</span>
          </button>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => onDuplicate(v)}>
            Duplicate<span className="sr-only"> {name}</span>
          </button>
          {onDelete && (
            <button
              type="button"
              className={buttonClass('ghost', 'icon', 'text-red-400 hover:text-red-300')}
              aria-label={`Delete ${name}`}
              title="Delete"
              disabled={busy}
              onClick={() => onDelete(v)}
            >
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
              </svg>
            </button>
          )}
        </div>
        <InspectionButton vehicle={v} />
      </div>
    </article>
  );
}
