// Instalment estimate on the vehicle page (issue 11, item 3): price prefilled, down payment (at
// least 10 %), tenure 1–9 years, annual rate; the reducing-balance figures beside what a flat-rate
// quote at the same headline rate would cost and its EIR. The maths is src/lib/loan.ts.
import { useId, useState } from 'react';
import { formatPrice } from '~/lib/format';
import {
  DEFAULT_RATE_PCT, MIN_DOWN_PAYMENT_PCT, RATE_BOUNDS, TENURE_YEARS, defaultDownPayment, estimateLoan,
} from '~/lib/loan';

const whole = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
const pct = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number): string => `MYR ${whole.format(Math.round(n))}`;
const YEARS = Array.from({ length: TENURE_YEARS.max - TENURE_YEARS.min + 1 }, (_, i) => TENURE_YEARS.min + i);

/** A typed amount or rate: separators allowed, nothing else. */
const parseNumber = (s: string): number | null => {
  const t = s.trim().replace(/[,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};

export default function LoanCalculator({ price }: { price: number }) {
  const id = useId();
  const minDown = defaultDownPayment(price);
  const [down, setDown] = useState(whole.format(minDown));
  const [years, setYears] = useState<number>(TENURE_YEARS.default);
  const [rate, setRate] = useState(String(DEFAULT_RATE_PCT));

  const downValue = parseNumber(down);
  const rateValue = parseNumber(rate);
  const downError = downValue === null || downValue < minDown || downValue >= price
    ? `Down payment must be from ${formatPrice(minDown)} (${MIN_DOWN_PAYMENT_PCT} %) to less than the price`
    : null;
  const rateError = rateValue === null || rateValue < RATE_BOUNDS.min || rateValue > RATE_BOUNDS.max
    ? `Rate must be a number from ${RATE_BOUNDS.min} to ${RATE_BOUNDS.max} % a year`
    : null;
  const e = !downError && !rateError && downValue !== null && rateValue !== null
    ? estimateLoan({ price, downPayment: downValue, years, ratePct: rateValue })
    : null;
  const rateText = rateValue === null ? '' : pct.format(rateValue);

  return (
    <section className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card" aria-labelledby={`${id}-h`} data-testid="loan-calculator">
      <h2 id={`${id}-h`} className="font-display text-2xl text-cream">Instalment Estimate</h2>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(ev) => ev.preventDefault()} noValidate>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={`${id}-price`} className="block text-sm font-medium text-cream">Price</label>
          <input id={`${id}-price`} className="field" value={formatPrice(price)} readOnly />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-down`} className="block text-sm font-medium text-cream">Down payment (MYR)</label>
          <input id={`${id}-down`} className="field" inputMode="decimal" value={down} onChange={(ev) => setDown(ev.target.value)}
            aria-invalid={downError ? true : undefined} aria-describedby={`${id}-down-hint`} />
          <p id={`${id}-down-hint`} className={`text-xs ${downError ? 'text-red-300' : 'text-cream-dim'}`}>
            {downError ?? `At least ${MIN_DOWN_PAYMENT_PCT} % of the price: banks finance up to 90 %.`}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-years`} className="block text-sm font-medium text-cream">Tenure</label>
          <select id={`${id}-years`} className="field" value={years} onChange={(ev) => setYears(Number(ev.target.value))}>
            {YEARS.map((y) => <option key={y} value={y}>{y} {y === 1 ? 'year' : 'years'}</option>)}
          </select>
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={`${id}-rate`} className="block text-sm font-medium text-cream">Annual interest rate (%)</label>
          <input id={`${id}-rate`} className="field" inputMode="decimal" value={rate} onChange={(ev) => setRate(ev.target.value)}
            aria-invalid={rateError ? true : undefined} aria-describedby={`${id}-rate-hint`} />
          <p id={`${id}-rate-hint`} className={`text-xs ${rateError ? 'text-red-300' : 'text-cream-dim'}`}>
            {rateError ?? `${DEFAULT_RATE_PCT} % a year on the reducing balance by default: about what a 3.5 % flat quote for a used car over 7 years works out to. Enter the EIR your bank offers.`}
          </p>
        </div>
      </form>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-gold/40 bg-white/5 p-4" data-testid="loan-reducing">
          <h3 className="text-sm font-semibold text-gold">Reducing balance{e ? ` at ${rateText} % (EIR)` : ''}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">Monthly instalment</dt><dd className="font-semibold text-cream" data-testid="loan-monthly">{e ? money(e.reducing.monthly) : '—'}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">Total interest</dt><dd className="text-cream" data-testid="loan-interest">{e ? money(e.reducing.totalInterest) : '—'}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">Total payable</dt><dd className="text-cream" data-testid="loan-total">{e ? money(e.reducing.totalPayable) : '—'}</dd></div>
          </dl>
        </div>
        <div className="rounded-xl border border-line p-4" data-testid="loan-flat">
          <h3 className="text-sm font-semibold text-cream-muted">Flat-rate quote{e ? ` at ${rateText} % flat` : ''}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">Monthly instalment</dt><dd className="text-cream" data-testid="flat-monthly">{e ? money(e.flat.monthly) : '—'}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">Total interest</dt><dd className="text-cream" data-testid="flat-interest">{e ? money(e.flat.totalInterest) : '—'}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">Total payable</dt><dd className="text-cream">{e ? money(e.flat.totalPayable) : '—'}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">Its EIR</dt><dd className="text-cream" data-testid="flat-eir">{e ? `${pct.format(e.flatEir)} %` : '—'}</dd></div>
          </dl>
        </div>
      </div>
      {e && (
        <p className="mt-4 text-sm text-cream-muted" data-testid="loan-difference">
          At the same headline rate, the flat-rate quote costs <strong className="font-semibold text-cream">{money(e.flat.totalInterest - e.reducing.totalInterest)}</strong> more in interest.
        </p>
      )}
      <p className="sr-only" aria-live="polite" data-testid="loan-summary">
        {e
          ? `Estimated ${money(e.reducing.monthly)} a month over ${years} ${years === 1 ? 'year' : 'years'}, total interest ${money(e.reducing.totalInterest)}. A flat-rate quote at the same rate would cost ${money(e.flat.monthly)} a month, an EIR of ${pct.format(e.flatEir)} %.`
          : (downError ?? rateError ?? '')}
      </p>
      <p className="mt-5 text-xs leading-relaxed text-cream-dim" data-testid="loan-note">
        Estimate only, not an offer of finance: your bank decides the rate, the amount it finances and any fees and insurance.
        Under the Hire Purchase (Amendment) Act 2026, in force since 1 June 2026, new hire-purchase loans charge interest on the
        reducing balance and disclose an effective interest rate (EIR) instead of the flat rate and the Rule of 78; banks may
        still quote flat rates until 31 March 2027, so compare any flat quote by its EIR.
      </p>
    </section>
  );
}
