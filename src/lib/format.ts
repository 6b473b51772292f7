// Display formats (docs/product.md D15): `MYR 285,000` (cents only when present) and `45,000 KM`.

/**
 * `x` with its thousands grouped by commas and `decimals` places: '1,234,567', '89,999.50', as
 * Intl.NumberFormat('en-MY') and ('en-US') write them (rounding half away from zero). Written out
 * rather than asked of Intl: a page's first Intl call loads ICU's locale data, 12 to 23 ms on this
 * project's test machine, and it fell inside the staff list's first cards (docs/benchmarks.md).
 */
export function groupDigits(x: number, decimals: 0 | 2 = 0): string {
  if (!Number.isFinite(x)) return String(x);
  // Rounded as the number is written ('99999.995' to '100,000.00'), as Intl does, not as the
  // nearest binary double (toFixed gives '99999.99'); in exponent form (tiny or huge) as toFixed.
  const abs = String(Math.abs(x));
  const fixed = abs.includes('e')
    ? Math.abs(x).toFixed(decimals)
    : (Math.round(Number(`${abs}e${decimals}`)) / 10 ** decimals).toFixed(decimals);
  const [whole = '', fraction] = fixed.split('.');
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

export function formatPrice(price: number): string {
  const hasCents = Math.round(price * 100) % 100 !== 0;
  return `MYR ${groupDigits(price, hasCents ? 2 : 0)}`;
}

export function formatMileage(km: number): string {
  return `${groupDigits(km)} KM`;
}

// Each dictionary string split once at its placeholders ([text, name, text, name, text]): a build
// fills the same few dozen strings hundreds of thousands of times.
const splitTemplates = new Map<string, string[]>();

/** Fills the `{name}` placeholders of a dictionary string (src/i18n); unknown names stay as written. */
export function fmt(template: string, vars: Readonly<Record<string, string | number>>): string {
  let parts = splitTemplates.get(template);
  if (!parts) splitTemplates.set(template, (parts = template.split(/\{(\w+)\}/)));
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    out += (name in vars ? String(vars[name]) : `{${name}}`) + (parts[i + 1] as string);
  }
  return out;
}
