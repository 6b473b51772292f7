// Cards, Table or Deleted: how /manage-inventory shows the stock. The choice of cards or table is
// remembered in this browser; Deleted is a visit, not a preference.
import { useState } from 'react';
import { STAFF_WORDS } from '~/lib/staff-words';

export type StockView = 'cards' | 'table' | 'deleted';
const KEY = 'mewah-stock-view';
const W = STAFF_WORDS.workspace;
const LABELS: Record<StockView, string> = { cards: W.cards, table: W.table, deleted: W.deleted };

function remembered(): StockView {
  try {
    return localStorage.getItem(KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

export function useStockView(): [StockView, (v: StockView) => void] {
  const [view, setView] = useState<StockView>(remembered);
  const choose = (v: StockView) => {
    setView(v);
    if (v === 'deleted') return;
    try {
      localStorage.setItem(KEY, v);
    } catch {
      // Storage disabled: the choice lasts for this page only.
    }
  };
  return [view, choose];
}

export default function StockViewSwitch({ view, onView }: { view: StockView; onView: (v: StockView) => void }) {
  return (
    <div role="group" aria-label={W.view} className="flex gap-1 pt-6">
      {(Object.keys(LABELS) as StockView[]).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${view === v ? 'bg-gold text-ink-900' : 'text-cream-muted hover:text-gold'}`}
          onClick={() => onView(v)}
        >
          {LABELS[v]}
        </button>
      ))}
    </div>
  );
}
