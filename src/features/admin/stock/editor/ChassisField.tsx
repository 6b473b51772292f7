// The staff form's chassis number (docs/features.md, 'Chassis numbers'): kept apart from the
// vehicle's own fields because it is stored in a staff-only table, never on the public row. Says
// whether it is a valid VIN (then the Meta feed carries it) or stays on the staff pages.
import { isValidVin } from '~/lib/vehicle/vin';

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: string | null;
}

export const CHASSIS_INVALID = 'Chassis number: 5 to 30 letters, digits or hyphens, like GRS191-0012345';

export default function ChassisField({ value, onChange, disabled, error }: Props) {
  const v = value.trim().toUpperCase();
  const hint =
    v === ''
      ? 'Staff only. Visitors never see it; a valid 17-character VIN is given to the Meta catalog feed.'
      : isValidVin(v)
        ? 'A valid VIN: the Meta catalog feed carries it.'
        : 'Not a VIN: kept on the staff pages only.';
  return (
    <div className="space-y-1.5">
      <label htmlFor="v-chassis" className="block text-sm font-medium text-cream">
        Chassis Number
      </label>
      <input
        id="v-chassis"
        className="field placeholder:italic aria-invalid:border-red-400 aria-invalid:ring-1 aria-invalid:ring-red-400"
        value={value}
        disabled={disabled}
        placeholder="e.g. GRS191-0012345"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'v-chassis-hint v-chassis-error' : 'v-chassis-hint'}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="v-chassis-hint" className="text-xs text-cream-dim">
        {hint}
      </p>
      {error && (
        <p id="v-chassis-error" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
