// Display formats (DECISIONS.md): `MYR 285,000` (cents only when present) and `45,000 KM`.
const whole = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(price: number): string {
  const hasCents = Math.round(price * 100) % 100 !== 0;
  return `MYR ${(hasCents ? cents : whole).format(price)}`;
}

export function formatMileage(km: number): string {
  return `${whole.format(km)} KM`;
}

/** Fills the `{name}` placeholders of a dictionary string (src/i18n). */
export const fmt = (template: string, vars: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
