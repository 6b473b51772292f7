// The cost of ownership's settings (src/lib/vehicle/ownership.ts; docs/features.md, 'Cost of
// ownership'): prices and rates a dealer may want to change without touching the maths. Plain values
// with no imports, like ./constants.ts. The reader can change the distance, the consumption and the
// fuel price on the page; these are the page's defaults.

/** RM per litre (per kWh for electricity), at the pump in November 2026. */
export const FUEL_PRICES = {
  // RON95 without the BUDI95 subsidy (RM1.99 for Malaysian citizens with a MyKad, up to their monthly
  // quota, since 30 September 2025): a buyer's quota and eligibility vary, the market price does not.
  ron95: 2.6,
  ron97: 3.2,
  // The Peninsula's weekly floating diesel price (the automatic pricing mechanism), a recent value.
  diesel: 2.95,
  // TNB's domestic tariff from July 2025 (energy, capacity, network and retail charges, about
  // RM0.45 per kWh for a home charger) blended with public AC/DC charging.
  electricity: 0.6,
} as const;

/** The yearly distance a Malaysian private car covers, the page's default (km). */
export const DEFAULT_KM_PER_YEAR = 20_000;

/**
 * The share of its value a used car loses each year, by make; makes not listed lose DEFAULT_DEPRECIATION.
 * Rounded from resale studies of the Malaysian used-car market (Japanese makes hold their value,
 * European luxury makes fall fastest). An estimate the page says is one.
 */
export const DEFAULT_DEPRECIATION = 0.15;
export const DEPRECIATION_BY_MAKE: Readonly<Record<string, number>> = {
  Toyota: 0.09,
  Lexus: 0.1,
  Honda: 0.1,
  Porsche: 0.1,
  Ferrari: 0.08,
  Lamborghini: 0.08,
  'Mercedes-Benz': 0.14,
  BMW: 0.16,
  Audi: 0.16,
  Volvo: 0.15,
  MINI: 0.14,
  'Land Rover': 0.18,
  Jaguar: 0.18,
  Maserati: 0.2,
  Bentley: 0.15,
  'Rolls-Royce': 0.13,
};

/**
 * One-off costs when the car changes hands: JPJ's ownership transfer fee for a private car (RM100
 * at the counter or on MySikap) and Puspakom's B5 inspection for a transfer (RM30 + SST).
 */
export const ONE_OFF = { jpjTransfer: 100, puspakom: 30 * 1.08 } as const;
