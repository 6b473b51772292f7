// Instalment estimate on the vehicle page (issue 11, item 3): price prefilled, down payment (at
// least 10 %), tenure 1–9 years, annual rate; the reducing-balance figures beside what a flat-rate
// quote at the same headline rate would cost and its EIR. The maths is src/lib/loan.ts.
import { useId, useState, type ReactNode } from 'react';
import Options from '~/components/ui/Options';
import { formatPrice } from '~/lib/format';
import type { LoanStrings } from '~/i18n/keys';
import { NO_FIGURE, TENURE_CHOICES, formatPct, initialLoanFields, loanView, money, yearsLabel } from './loan-view';

/** A text field whose hint below turns red while the value is refused. */
function HintedInput(p: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint: string;
  wide?: boolean;
}) {
  return (
    <div className={p.wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
      <label htmlFor={p.id} className="block text-sm font-medium text-cream">
        {p.label}
      </label>
      <input
        id={p.id}
        className="field"
        inputMode="decimal"
        value={p.value}
        onChange={(ev) => p.onChange(ev.target.value)}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={`${p.id}-hint`}
      />
      <p id={`${p.id}-hint`} className={`text-xs ${p.error ? 'text-red-300' : 'text-cream-dim'}`}>
        {p.hint}
      </p>
    </div>
  );
}

/** One line of a result card: what it is, then the figure. */
function Figure({
  label,
  testId,
  strong,
  children,
}: {
  label: string;
  testId?: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-cream-dim">{label}</dt>
      <dd className={strong ? 'font-semibold text-cream' : 'text-cream'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

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
        <HintedInput
          id={`${id}-down`}
          label={t['loan.down']}
          value={down}
          onChange={setDown}
          error={downError}
          hint={view.downHint}
        />
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
            <Options values={TENURE_CHOICES} label={(y) => yearsLabel(y, t)} />
          </select>
        </div>
        <HintedInput
          id={`${id}-rate`}
          label={t['loan.rate']}
          value={rate}
          onChange={setRate}
          error={rateError}
          hint={view.rateHint}
          wide
        />
      </form>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-gold/40 bg-white/5 p-4" data-testid="loan-reducing">
          <h3 className="text-sm font-semibold text-gold">{view.reducingHeading}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <Figure label={t['loan.monthly']} testId="loan-monthly" strong>
              {e ? money(e.reducing.monthly) : NO_FIGURE}
            </Figure>
            <Figure label={t['loan.interest']} testId="loan-interest">
              {e ? money(e.reducing.totalInterest) : NO_FIGURE}
            </Figure>
            <Figure label={t['loan.total']} testId="loan-total">
              {e ? money(e.reducing.totalPayable) : NO_FIGURE}
            </Figure>
          </dl>
        </div>
        <div className="rounded-xl border border-line p-4" data-testid="loan-flat">
          <h3 className="text-sm font-semibold text-cream-muted">{view.flatHeading}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <Figure label={t['loan.monthly']} testId="flat-monthly">
              {e ? money(e.flat.monthly) : NO_FIGURE}
            </Figure>
            <Figure label={t['loan.interest']} testId="flat-interest">
              {e ? money(e.flat.totalInterest) : NO_FIGURE}
            </Figure>
            <Figure label={t['loan.total']}>{e ? money(e.flat.totalPayable) : NO_FIGURE}</Figure>
            <Figure label={t['loan.eir']} testId="flat-eir">
              {e ? `${formatPct(e.flatEir)} %` : NO_FIGURE}
            </Figure>
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
