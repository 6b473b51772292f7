// Beside an edited price: 'Change the price' (a cut is announced: 'Price reduced', the public price
// history, the price-drops feed) or 'Correct a mistake' (within 24 hours of the last price change
// or of listing, the price is replaced without any of these). The hint says until when a correction
// is possible, from the database's own figure; after that time the choice is not offered.
import { useId } from 'react';
import { STAFF_WORDS } from '~/lib/staff-words';

export type PriceMode = 'change' | 'correct';
const W = STAFF_WORDS.workspace;

export default function PriceModeChoice({
  mode,
  onMode,
  disabled,
  correction,
}: {
  mode: PriceMode;
  onMode: (m: PriceMode) => void;
  disabled: boolean;
  /** Whether a correction is possible now, and the words that say until when (price-rules.ts). */
  correction: { open: boolean; hint: string };
}) {
  const hint = useId();
  return (
    <fieldset className="mt-4 rounded-xl border border-line p-4" aria-describedby={hint} disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-cream">{W.priceMode}</legend>
      <div className="flex flex-wrap gap-6 text-sm text-cream">
        {(['change', 'correct'] as const).map((m) => (
          <label
            key={m}
            className={`flex items-center gap-2${m === 'correct' && !correction.open ? ' opacity-60' : ''}`}
          >
            <input
              type="radio"
              name="price-mode"
              checked={mode === m}
              disabled={m === 'correct' && !correction.open}
              onChange={() => onMode(m)}
            />
            {m === 'change' ? W.changeMode : W.correctMode}
          </label>
        ))}
      </div>
      <p id={hint} className="mt-2 text-xs text-cream-dim">
        {correction.hint}
      </p>
    </fieldset>
  );
}
