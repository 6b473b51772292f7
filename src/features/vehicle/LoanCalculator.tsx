// Instalment estimate on the vehicle page (issue 11, item 3): price prefilled, down payment (at
// least 10 %), tenure 1–9 years, annual rate; the reducing-balance figures beside what a flat-rate
// quote at the same headline rate would cost and its EIR. The maths is src/lib/loan.ts.
import { useId, useState } from 'react';
import { formatPrice } from '~/lib/format';
import type { LoanStrings } from '~/i18n/keys';
import { NO_FIGURE, TENURE_CHOICES, formatPct, initialLoanFields, loanView, money, yearsLabel } from './loan-view';

export default function LoanCalculator({ price, t }: { price: number; t: LoanStrings }) {
  const id = useId();
  const initial = initialLoanFields(price);
  const [down, setDown] = useState(initial.down);
  const [years, setYears] = useState<number>(initial.years);
  const [rate, setRate] = useState(initial.rate);
  const view = loanView(price, { down, years, rate }, t);
  const { estimate: e, downError, rateError } = view;

  return (
    <section
      className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card"
      aria-labelledby={`${id}-h`}
      data-testid="loan-calculator"
    >
      <h2 id={`${id}-h`} className="font-display text-2xl text-cream">
        {t['loan.title']}
      </h2>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(ev) => ev.preventDefault()} noValidate>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={`${id}-price`} className="block text-sm font-medium text-cream">
            {t['loan.price']}
          </label>
          <input id={`${id}-price`} className="field" value={formatPrice(price)} readOnly />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-down`} className="block text-sm font-medium text-cream">
            {t['loan.down']}
          </label>
          <input
            id={`${id}-down`}
            className="field"
            inputMode="decimal"
            value={down}
            onChange={(ev) => setDown(ev.target.value)}
            aria-invalid={downError ? true : undefined}
            aria-describedby={`${id}-down-hint`}
          />
          <p id={`${id}-down-hint`} className={`text-xs ${downError ? 'text-red-300' : 'text-cream-dim'}`}>
            {view.downHint}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-years`} className="block text-sm font-medium text-cream">
            {t['loan.tenure']}
          </label>
          <select
            id={`${id}-years`}
            className="field"
            value={years}
            onChange={(ev) => setYears(Number(ev.target.value))}
          >
            {TENURE_CHOICES.map((y) => (
              <option key={y} value={y}>
                {yearsLabel(y, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={`${id}-rate`} className="block text-sm font-medium text-cream">
            {t['loan.rate']}
          </label>
          <input
            id={`${id}-rate`}
            className="field"
            inputMode="decimal"
            value={rate}
            onChange={(ev) => setRate(ev.target.value)}
            aria-invalid={rateError ? true : undefined}
            aria-describedby={`${id}-rate-hint`}
          />
          <p id={`${id}-rate-hint`} className={`text-xs ${rateError ? 'text-red-300' : 'text-cream-dim'}`}>
            {view.rateHint}
          </p>
        </div>
      </form>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-gold/40 bg-white/5 p-4" data-testid="loan-reducing">
          <h3 className="text-sm font-semibold text-gold">{view.reducingHeading}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-cream-dim">{t['loan.monthly']}</dt>
              <dd className="font-semibold text-cream" data-testid="loan-monthly">
                {e ? money(e.reducing.monthly) : NO_FIGURE}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-cream-dim">{t['loan.interest']}</dt>
              <dd className="text-cream" data-testid="loan-interest">
                {e ? money(e.reducing.totalInterest) : NO_FIGURE}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-cream-dim">{t['loan.total']}</dt>
              <dd className="text-cream" data-testid="loan-total">
                {e ? money(e.reducing.totalPayable) : NO_FIGURE}
              </dd>
            </div>
          </dl>
        </div>
        <div className="rounded-xl border border-line p-4" data-testid="loan-flat">
          <h3 className="text-sm font-semibold text-cream-muted">{view.flatHeading}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-cream-dim">{t['loan.monthly']}</dt>
              <dd className="text-cream" data-testid="flat-monthly">
                {e ? money(e.flat.monthly) : NO_FIGURE}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-cream-dim">{t['loan.interest']}</dt>
              <dd className="text-cream" data-testid="flat-interest">
                {e ? money(e.flat.totalInterest) : NO_FIGURE}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-cream-dim">{t['loan.total']}</dt>
              <dd className="text-cream">{e ? money(e.flat.totalPayable) : NO_FIGURE}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-cream-dim">{t['loan.eir']}</dt>
              <dd className="text-cream" data-testid="flat-eir">
                {e ? `${formatPct(e.flatEir)} %` : NO_FIGURE}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {e && (
        <p className="mt-4 text-sm text-cream-muted" data-testid="loan-difference">
          {t['loan.differenceBefore']}{' '}
          <strong className="font-semibold text-cream">{money(e.flat.totalInterest - e.reducing.totalInterest)}</strong>{' '}
          {t['loan.differenceAfter']}
        </p>
      )}
      <p className="sr-only" aria-live="polite" data-testid="loan-summary">
        {view.summary}
      </p>
      <p className="mt-5 text-xs leading-relaxed text-cream-dim" data-testid="loan-note">
        {t['loan.note']}
      </p>
    </section>
  );
}
