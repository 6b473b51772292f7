// The text and select inputs of the vehicle form (docs/product.md §3), all controlled strings.
// An invalid field is marked (aria-invalid) with its message beside it, tied by aria-describedby;
// a field with a length limit counts as the user types instead of cutting the text.
import { Fragment, type ReactNode } from 'react';
import Options from '~/components/ui/Options';
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, STATUS_LABELS, TRANSMISSIONS, VEHICLE_STATUSES } from '~/lib/vehicle';
import {
  FIELD_LABELS as LABEL,
  TEXT_LIMITS,
  type FieldErrors,
  type VehicleForm,
  type VehicleFormField,
  type VehicleFormKey,
} from '~/lib/staff/vehicle/form';
import { LOCAL_DETAIL_FIELDS, localSpec } from '~/lib/vehicle/local-details';
import { LOCAL_DETAIL_INPUTS, limitsOf } from '~/lib/vehicle/fields-staff';
import { listHint } from '~/lib/staff/vehicle/limits';

type Props = {
  form: VehicleForm;
  set: (field: VehicleFormKey, value: string) => void;
  disabled: boolean;
  errors: FieldErrors;
};

/** What the control itself carries: its id, validity and the ids of the texts that describe it. */
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

function Field({
  id,
  label,
  required,
  hint,
  error,
  count,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Characters typed and the limit, for a counter under the field. */
  count?: { length: number; max: number };
  children: (control: ControlProps) => ReactNode;
}) {
  const over = count ? count.length - count.max : 0;
  const describedBy = [hint && `${id}-hint`, count && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-cream-dim">
          {hint}
        </p>
      )}
      {count && (
        <p id={`${id}-count`} className={`text-right text-xs ${over > 0 ? 'text-red-300' : 'text-cream-dim'}`}>
          {count.length.toLocaleString('en-US')}/{count.max.toLocaleString('en-US')}
          {over > 0 && ` (${over.toLocaleString('en-US')} too many)`}
        </p>
      )}
      {count && (
        <p className="sr-only" aria-live="polite">
          {over > 0 ? `${label}: ${over.toLocaleString('en-US')} characters over the limit` : ''}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

const DETAILS_HINT = listHint(limitsOf('vehicleDetails'));
const control = 'field placeholder:italic aria-invalid:border-red-400 aria-invalid:ring-1 aria-invalid:ring-red-400';
// An example must not pass for a value already typed, so it reads 'e.g. …', in italics.
const example = (text: string | undefined): string | undefined => (text ? `e.g. ${text}` : undefined);

export default function VehicleFields({ form, set, disabled, errors }: Props) {
  const count = (field: keyof typeof TEXT_LIMITS) => ({ length: form[field]?.length ?? 0, max: TEXT_LIMITS[field] });
  const text = (
    field: VehicleFormField,
    extra: { required?: boolean; inputMode?: 'numeric' | 'decimal'; placeholder?: string; hint?: string } = {},
  ) => (
    <Field
      id={`v-${field}`}
      label={LABEL[field]}
      required={extra.required}
      hint={extra.hint}
      error={errors[field]}
      count={field in TEXT_LIMITS ? count(field as keyof typeof TEXT_LIMITS) : undefined}
    >
      {(a11y) => (
        <input
          {...a11y}
          className={control}
          value={form[field]}
          disabled={disabled}
          aria-required={extra.required}
          inputMode={extra.inputMode}
          placeholder={example(extra.placeholder)}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );
  // Lists get room to wrap: a dozen features do not fit on one line.
  const list = (field: VehicleFormField, placeholder?: string, hint: string = DETAILS_HINT) => (
    <Field id={`v-${field}`} label={LABEL[field]} hint={hint} error={errors[field]}>
      {(a11y) => (
        <textarea
          {...a11y}
          className={`${control} min-h-20 resize-y`}
          rows={2}
          value={form[field]}
          disabled={disabled}
          placeholder={example(placeholder)}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );
  const select = (
    field: VehicleFormField,
    options: readonly string[],
    extra: { required?: boolean; hint?: string; empty?: string; label?: (v: string) => string } = {},
  ) => (
    <Field id={`v-${field}`} label={LABEL[field]} required={extra.required} hint={extra.hint} error={errors[field]}>
      {(a11y) => (
        <select
          {...a11y}
          className={control}
          value={form[field]}
          disabled={disabled}
          aria-required={extra.required}
          onChange={(e) => set(field, e.target.value)}
        >
          {extra.empty !== undefined && <option value="">{extra.empty}</option>}
          <Options values={options} label={extra.label} />
        </select>
      )}
    </Field>
  );
  const required = (field: VehicleFormField, options: readonly string[]) =>
    select(field, options, { required: true, empty: `Select ${LABEL[field].toLowerCase()}` });

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('make', { required: true, placeholder: 'BMW' })}
        {text('model', { required: true, placeholder: 'X5 xDrive40i' })}
        {text('variant', { placeholder: 'M Sport', hint: 'Optional; shown after the model' })}
        {text('year', { required: true, inputMode: 'numeric', placeholder: '2022' })}
        {text('price', { required: true, inputMode: 'decimal', placeholder: '285000' })}
        {text('mileage', { required: true, inputMode: 'numeric', placeholder: '45000' })}
        {text('color', { required: true, placeholder: 'Alpine White' })}
        {required('fuelType', FUEL_TYPES)}
        {required('transmission', TRANSMISSIONS)}
        {required('condition', CONDITIONS)}
        {required('bodyType', BODY_TYPES)}
        {select('status', VEHICLE_STATUSES, {
          hint: 'Sold cars leave the inventory list but keep their page',
          label: (s) => STATUS_LABELS[s as (typeof VEHICLE_STATUSES)[number]],
        })}
        {text('stockNumber', {
          placeholder: 'MM-0001',
          hint: 'Optional; unique. A CSV import updates the car with the same stock number',
        })}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-cream">
          Local details <span className="font-normal text-cream-dim">(optional)</span>
        </legend>
        {/* The field table's local details, in its order: a choice, or a whole number. */}
        {LOCAL_DETAIL_FIELDS.map((f) => {
          const { options } = localSpec(f);
          const input = LOCAL_DETAIL_INPUTS[f];
          return (
            <Fragment key={f}>
              {options
                ? select(f, options, { empty: 'Not stated', hint: input?.hint })
                : text(f, { inputMode: 'numeric', placeholder: input?.example, hint: input?.hint })}
            </Fragment>
          );
        })}
      </fieldset>
      {list('features', 'Panoramic roof, Harman Kardon, Head-up display', listHint(limitsOf('features')))}
      {form.detailsText !== null ? (
        <Field
          id="v-details"
          label={LABEL.detailsText}
          hint="Stored as free text; saved as you write it."
          error={errors.detailsText}
          count={count('detailsText')}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              className={`${control} min-h-28`}
              value={form.detailsText ?? ''}
              disabled={disabled}
              onChange={(e) => set('detailsText', e.target.value)}
            />
          )}
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          {list('exterior')}
          {list('interior')}
          {list('drivetrain')}
        </div>
      )}
    </div>
  );
}
