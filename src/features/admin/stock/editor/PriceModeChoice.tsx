// Beside an edited price: 'Change the price' (a cut is announced: 'Price reduced', the public price
// history, the price-drops feed) or 'Correct a mistake' (within 24 hours of the last price change
// or of listing, the price is replaced without any of these; the database checks the window).
import { useId } from 'react';
import { STAFF_WORDS } from '~/lib/staff-words';

export type PriceMode = 'change' | 'correct';
const W = STAFF_WORDS.workspace;

export default function PriceModeChoice({
  mode,
  onMode,
  disabled,
}: {
  mode: PriceMode;
  onMode: (m: PriceMode) => void;
  disabled: boolean;
}) {
  const hint = useId();
  return (
    <fieldset className="mt-4 rounded-xl border border-line p-4" aria-describedby={hint} disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-cream">{W.priceMode}</legend>
      <div className="flex flex-wrap gap-6 text-sm text-cream">
        {(['change', 'correct'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input type="radio" name="price-mode" checked={mode === m} onChange={() => onMode(m)} />
            {m === 'change' ? W.changeMode : W.correctMode}
          </label>
        ))}
      </div>
      <p id={hint} className="mt-2 text-xs text-cream-dim">
        {W.correctHint}
      </p>
    </fieldset>
  );
}
