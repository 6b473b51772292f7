// Chassis numbers and VINs (docs/features.md, 'Chassis numbers'). A VIN (ISO 3779) has 17
// characters of A–Z and 0–9 without I, O and Q; its 9th is the check digit of the North American
// scheme (49 CFR 565.15): each character's value (letters transliterated) times its position's
// weight, summed, modulo 11, 10 written 'X'. The database checks the same in private.is_valid_vin
// (supabase/migrations/20261128170000_motor_power_and_chassis.sql), which decides what is published.

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VALUES = '12345678123457923456789';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidVin(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  const value = (c: string): number => (/\d/.test(c) ? Number(c) : Number(VALUES[LETTERS.indexOf(c)]));
  const sum = [...vin].reduce((s, c, i) => s + value(c) * (WEIGHTS[i] ?? 0), 0) % 11;
  return vin[8] === (sum === 10 ? 'X' : String(sum));
}

/** What the database's vehicle_identifiers_chassis_format accepts, after trimming and upper-casing. */
export const CHASSIS_PATTERN = /^[A-Z0-9-]{5,30}$/;

/** A typed chassis number as stored: trimmed, upper case; '' for none; null when it cannot be stored. */
export function chassisOf(text: string): string | null {
  const v = text.trim().toUpperCase();
  return v === '' || CHASSIS_PATTERN.test(v) ? v : null;
}
