// Instalment estimate on the vehicle page (issue 11, item 3): price prefilled, down payment (at
// least 10 %), tenure 1–9 years, annual rate; the reducing-balance figures beside what a flat-rate
// quote at the same headline rate would cost and its EIR. The maths is src/lib/loan.ts.
import { useId, useState } from 'react';
import { formatPrice } from '~/lib/format';
import { LOAN_TEXT as T, TENURE_CHOICES, formatPct, initialLoanFields, loanView, money, yearsLabel } from './loan-view';

export default function LoanCalculator({ price }: { price: number }) {
  const id = useId();
  const initial = initialLoanFields(price);
  const [down, setDown] = useState(initial.down);
  const [years, setYears] = useState<number>(initial.years);
  const [rate, setRate] = useState(initial.rate);
  const view = loanView(price, { down, years, rate });
  const { estimate: e, downError, rateError } = view;

  return (
    <section className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card" aria-labelledby={`${id}-h`} data-testid="loan-calculator">
      <h2 id={`${id}-h`} className="font-display text-2xl text-cream">{T.heading}</h2>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(ev) => ev.preventDefault()} noValidate>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={`${id}-price`} className="block text-sm font-medium text-cream">{T.price}</label>
          <input id={`${id}-price`} className="field" value={formatPrice(price)} readOnly />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-down`} className="block text-sm font-medium text-cream">{T.down}</label>
          <input id={`${id}-down`} className="field" inputMode="decimal" value={down} onChange={(ev) => setDown(ev.target.value)}
            aria-invalid={downError ? true : undefined} aria-describedby={`${id}-down-hint`} />
          <p id={`${id}-down-hint`} className={`text-xs ${downError ? 'text-red-300' : 'text-cream-dim'}`}>
            {view.downHint}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-years`} className="block text-sm font-medium text-cream">{T.tenure}</label>
          <select id={`${id}-years`} className="field" value={years} onChange={(ev) => setYears(Number(ev.target.value))}>
            {TENURE_CHOICES.map((y) => <option key={y} value={y}>{yearsLabel(y)}</option>)}
          </select>
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={`${id}-rate`} className="block text-sm font-medium text-cream">{T.rate}</label>
          <input id={`${id}-rate`} className="field" inputMode="decimal" value={rate} onChange={(ev) => setRate(ev.target.value)}
            aria-invalid={rateError ? true : undefined} aria-describedby={`${id}-rate-hint`} />
          <p id={`${id}-rate-hint`} className={`text-xs ${rateError ? 'text-red-300' : 'text-cream-dim'}`}>
            {view.rateHint}
          </p>
        </div>
      </form>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-gold/40 bg-white/5 p-4" data-testid="loan-reducing">
          <h3 className="text-sm font-semibold text-gold">{view.reducingHeading}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">{T.monthly}</dt><dd className="font-semibold text-cream" data-testid="loan-monthly">{e ? money(e.reducing.monthly) : T.none}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">{T.interest}</dt><dd className="text-cream" data-testid="loan-interest">{e ? money(e.reducing.totalInterest) : T.none}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">{T.total}</dt><dd className="text-cream" data-testid="loan-total">{e ? money(e.reducing.totalPayable) : T.none}</dd></div>
          </dl>
        </div>
        <div className="rounded-xl border border-line p-4" data-testid="loan-flat">
          <h3 className="text-sm font-semibold text-cream-muted">{view.flatHeading}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">{T.monthly}</dt><dd className="text-cream" data-testid="flat-monthly">{e ? money(e.flat.monthly) : T.none}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">{T.interest}</dt><dd className="text-cream" data-testid="flat-interest">{e ? money(e.flat.totalInterest) : T.none}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">{T.total}</dt><dd className="text-cream">{e ? money(e.flat.totalPayable) : T.none}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-cream-dim">{T.eir}</dt><dd className="text-cream" data-testid="flat-eir">{e ? `${formatPct(e.flatEir)} %` : T.none}</dd></div>
          </dl>
        </div>
      </div>
      {e && (
        <p className="mt-4 text-sm text-cream-muted" data-testid="loan-difference">
          {T.differenceBefore}<strong className="font-semibold text-cream">{money(e.flat.totalInterest - e.reducing.totalInterest)}</strong>{T.differenceAfter}
        </p>
      )}
      <p className="sr-only" aria-live="polite" data-testid="loan-summary">{view.summary}</p>
      <p className="mt-5 text-xs leading-relaxed text-cream-dim" data-testid="loan-note">{T.note}</p>
    </section>
  );
}
