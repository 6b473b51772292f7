// The text and select inputs of the vehicle form (docs/product.md §3), all controlled strings.
import type { ReactNode } from 'react';
import Options from '~/components/ui/Options';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  ORIGINS,
  STATUS_LABELS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from '~/lib/vehicle';
import { LOCAL_DETAIL_LABELS as LOCAL } from '~/lib/local-details';
import type { VehicleForm, VehicleFormField } from '~/lib/vehicle-form';
import { VEHICLE_LIMITS, listHint } from '~/lib/vehicle-limits';

type Props = {
  form: VehicleForm;
  set: (field: VehicleFormField | 'detailsText', value: string) => void;
  disabled: boolean;
};

function Field({
  id,
  label,
  required,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-cream">
        {label}
        {required && (
          <span className="text-gold" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-cream-dim">
          {hint}
        </p>
      )}
    </div>
  );
}

const DETAILS_HINT = listHint(VEHICLE_LIMITS.detailsList);

export default function VehicleFields({ form, set, disabled }: Props) {
  const text = (
    field: VehicleFormField,
    label: string,
    extra: {
      required?: boolean;
      inputMode?: 'numeric' | 'decimal';
      placeholder?: string;
      hint?: string;
      maxLength?: number;
    } = {},
  ) => (
    <Field id={`v-${field}`} label={label} required={extra.required} hint={extra.hint}>
      <input
        id={`v-${field}`}
        className="field"
        value={form[field]}
        disabled={disabled}
        aria-required={extra.required}
        inputMode={extra.inputMode}
        placeholder={extra.placeholder}
        maxLength={extra.maxLength}
        aria-describedby={extra.hint ? `v-${field}-hint` : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );
  // Lists get room to wrap: a dozen features do not fit on one line.
  const list = (field: VehicleFormField, label: string, placeholder?: string, hint: string = DETAILS_HINT) => (
    <Field id={`v-${field}`} label={label} hint={hint}>
      <textarea
        id={`v-${field}`}
        className="field min-h-20 resize-y"
        rows={2}
        value={form[field]}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={`v-${field}-hint`}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );
  const select = (field: VehicleFormField, label: string, options: readonly string[]) => (
    <Field id={`v-${field}`} label={label} required>
      <select
        id={`v-${field}`}
        className="field"
        value={form[field]}
        disabled={disabled}
        aria-required
        onChange={(e) => set(field, e.target.value)}
      >
        <option value="">Select {label.toLowerCase()}</option>
        <Options values={options} />
      </select>
    </Field>
  );

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('make', 'Make', { required: true, placeholder: 'BMW', maxLength: VEHICLE_LIMITS.makeLength })}
        {text('model', 'Model', { required: true, placeholder: 'X5 xDrive40i', maxLength: VEHICLE_LIMITS.modelLength })}
        {text('year', 'Year', { required: true, inputMode: 'numeric', placeholder: '2022' })}
        {text('price', 'Price (MYR)', { required: true, inputMode: 'decimal', placeholder: '285000' })}
        {text('mileage', 'Mileage (KM)', { required: true, inputMode: 'numeric', placeholder: '45000' })}
        {text('color', 'Color', { required: true, placeholder: 'Alpine White', maxLength: VEHICLE_LIMITS.colorLength })}
        {select('fuelType', 'Fuel Type', FUEL_TYPES)}
        {select('transmission', 'Transmission', TRANSMISSIONS)}
        {select('condition', 'Condition', CONDITIONS)}
        {select('bodyType', 'Body Type', BODY_TYPES)}
        <Field id="v-status" label="Status" hint="Sold cars leave the inventory list but keep their page">
          <select
            id="v-status"
            className="field"
            value={form.status}
            disabled={disabled}
            aria-describedby="v-status-hint"
            onChange={(e) => set('status', e.target.value)}
          >
            <Options values={VEHICLE_STATUSES} label={(s) => STATUS_LABELS[s]} />
          </select>
        </Field>
        {text('stockNumber', 'Stock Number', {
          placeholder: 'MM-0001',
          hint: 'Optional; unique. A CSV import updates the car with the same stock number',
          maxLength: VEHICLE_LIMITS.stockNumberLength,
        })}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-cream">
          Local details <span className="font-normal text-cream-dim">(optional)</span>
        </legend>
        <Field id="v-origin" label={LOCAL.origin}>
          <select
            id="v-origin"
            className="field"
            value={form.origin}
            disabled={disabled}
            onChange={(e) => set('origin', e.target.value)}
          >
            <option value="">Not stated</option>
            <Options values={ORIGINS} />
          </select>
        </Field>
        {text('registrationYear', LOCAL.registrationYear, {
          inputMode: 'numeric',
          placeholder: '2023',
          hint: 'Year of first registration in Malaysia; a recond may be registered later than it was built',
        })}
        {text('previousOwners', LOCAL.previousOwners, { inputMode: 'numeric', placeholder: '1' })}
        {text('warrantyMonths', LOCAL.warrantyMonths, { inputMode: 'numeric', placeholder: '12' })}
        {text('engineCapacityCc', LOCAL.engineCapacityCc, {
          inputMode: 'numeric',
          placeholder: '1998',
          hint: 'Leave empty for an electric vehicle',
        })}
      </fieldset>
      {list(
        'features',
        'Features',
        'Panoramic roof, Harman Kardon, Head-up display',
        listHint(VEHICLE_LIMITS.features),
      )}
      {form.detailsText !== null ? (
        <Field
          id="v-details"
          label="Vehicle Details"
          hint={`Stored as free text, up to ${VEHICLE_LIMITS.detailsTextLength.toLocaleString('en-US')} characters; saved as you write it.`}
        >
          <textarea
            id="v-details"
            className="field min-h-28"
            value={form.detailsText}
            disabled={disabled}
            maxLength={VEHICLE_LIMITS.detailsTextLength}
            aria-describedby="v-details-hint"
            onChange={(e) => set('detailsText', e.target.value)}
          />
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          {list('exterior', 'Exterior Details')}
          {list('interior', 'Interior Details')}
          {list('drivetrain', 'Drivetrain Details')}
        </div>
      )}
    </div>
  );
}
