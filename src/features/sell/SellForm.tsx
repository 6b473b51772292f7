// 'Vehicle Information' form. In the demo nothing is submitted: 'Sell Now' opens the demo notice.
// In live mode (the page then gives the offer form's words, `leadT`) it opens the sell-offer form with the draft (LeadDialog.tsx).
import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import Options from '~/components/ui/Options';
import { EMPTY_DRAFT, SELL_CONDITIONS, missingDraftFields, sellYears, type SellDraft } from '~/lib/sell-form';
import { fmt } from '~/lib/format';
import type { SellStrings } from './strings';
import type { LeadStrings } from '~/components/leads/strings';
import { useIslandReady } from '~/components/ui/use-hydrated';

const labelClass = 'mb-2 block text-sm font-medium text-cream';

export default function SellForm({
  t,
  leadT,
  newestYear,
}: {
  t: SellStrings;
  leadT?: LeadStrings;
  /** The newest year offered (the live site's build year); by default the demo's 2024. */
  newestYear?: number;
}) {
  const [draft, setDraft] = useState<SellDraft>(EMPTY_DRAFT);
  const id = useId();
  const root = useIslandReady<HTMLFormElement>();
  const set = (key: keyof SellDraft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  // Make, model and mileage: a label, then a free-text field with its example as the placeholder.
  const text = (key: 'make' | 'model' | 'mileage', inputMode?: 'numeric') => (
    <div>
      <label className={labelClass} htmlFor={`${id}-${key}`}>
        {t[`sell.${key}`]}
      </label>
      <input
        id={`${id}-${key}`}
        className="field"
        placeholder={t[`sell.${key}Hint`]}
        value={draft[key]}
        onChange={set(key)}
        inputMode={inputMode}
        autoComplete="off"
      />
    </div>
  );
  // 'Sell Now' stays disabled until every field is filled (docs/product.md §5); the line under it says which are left.
  const missing = missingDraftFields(draft);
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    // The notice's (or the offer form's) dialog loads on this first use.
    if (missing.length > 0) return;
    if (leadT)
      void import('~/components/leads/LeadDialog').then((d) => d.openLeadForm({ kind: 'sell_offer', draft }, leadT));
    else void import('~/components/demo/DemoNotice').then((n) => n.showDemoNotice(t));
  };
  return (
    <form
      ref={root}
      onSubmit={submit}
      className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card sm:p-8"
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`} className="font-display text-2xl text-cream sm:text-3xl">
        {t['sell.info']}
      </h2>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {text('make')}
        {text('model')}
        <div>
          <label className={labelClass} htmlFor={`${id}-year`}>
            {t['sell.year']}
          </label>
          <select id={`${id}-year`} className="field" value={draft.year} onChange={set('year')}>
            <option value="">{t['sell.selectYear']}</option>
            <Options values={sellYears(newestYear)} />
          </select>
        </div>
        {text('mileage', 'numeric')}
      </div>
      <fieldset className="mt-6">
        <legend className={labelClass}>{t['sell.condition']}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SELL_CONDITIONS.map((c) => (
            <label
              key={c}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition ${draft.condition === c ? 'border-gold bg-gold/10' : 'border-line hover:border-gold/50'}`}
            >
              <input
                type="radio"
                name={`${id}-condition`}
                value={c}
                checked={draft.condition === c}
                onChange={set('condition')}
                className="mt-1 accent-gold"
              />
              <span>
                <span className="block font-semibold text-cream">{t[`sell.${c}`]}</span>
                <span className="block text-sm text-cream-muted">{t[`sell.${c}Text`]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'mt-8 w-full')}
        disabled={missing.length > 0}
        aria-describedby={missing.length > 0 ? `${id}-missing` : undefined}
      >
        {t['sell.submit']}
      </button>
      {missing.length > 0 && (
        <p id={`${id}-missing`} className="mt-3 text-center text-sm text-cream-muted" data-testid="sell-missing">
          {fmt(t['sell.missing'], { fields: missing.map((key) => t[`sell.${key}`]).join(', ') })}
        </p>
      )}
    </form>
  );
}
