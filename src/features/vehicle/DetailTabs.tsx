// Exterior / Interior / Drivetrain tabs (WAI-ARIA tabs pattern; default Exterior). A plain-string
// vehicleDetails is shown as it is.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DETAIL_TABS, normaliseDetails, tabItems, type DetailTab } from '~/lib/details';
import type { TabsStrings } from '~/i18n/keys';

export default function DetailTabs({ details, t }: { details: unknown; t: TabsStrings }) {
  const norm = normaliseDetails(details);
  const [active, setActive] = useState<DetailTab>('Exterior');
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (i + delta + DETAIL_TABS.length) % DETAIL_TABS.length;
    setActive(DETAIL_TABS[next] ?? 'Exterior');
    refs.current[next]?.focus();
  };
  return (
    <div className="rounded-2xl border border-line bg-ink-800 p-6 shadow-card">
      <div role="tablist" aria-label={t['tabs.label']} className="flex gap-1 rounded-full bg-ink-900 p-1">
        {DETAIL_TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={(e) => onKey(e, i)}
            className={`flex-1 rounded-full px-4 py-2 text-sm font-semibold transition ${tab === active ? 'bg-gold text-ink' : 'text-cream-muted hover:text-cream'}`}
          >
            {t[`tabs.${tab}`]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${active}`}
        className="mt-6 min-h-24"
        tabIndex={0}
      >
        {norm.kind === 'text' ? (
          <p className="leading-relaxed text-cream-muted">{norm.text}</p>
        ) : tabItems(norm, active).length === 0 ? (
          <p className="text-cream-dim">{t[`tabs.empty${active}`]}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {tabItems(norm, active).map((item) => (
              <li key={item} className="flex items-start gap-3 text-cream-muted">
                <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
