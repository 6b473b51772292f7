// Display formats (docs/product.md D15): `MYR 285,000` (cents only when present) and `45,000 KM`.
const whole = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(price: number): string {
  const hasCents = Math.round(price * 100) % 100 !== 0;
  return `MYR ${(hasCents ? cents : whole).format(price)}`;
}

export function formatMileage(km: number): string {
  return `${whole.format(km)} KM`;
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
