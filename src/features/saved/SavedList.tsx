// /saved: the cars a visitor saved with the heart (this browser only), drawn from the inventory
// index with the delta since the build merged in, most recently saved first. Cards are the same
// as on /inventory, so their heart and 'Compare' work here too.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import CardSlot from '~/components/vehicle-card/CardSlot';
import { fetchIndex, fetchInventoryDelta, mergeDelta, type VehicleCard as Card } from '~/data/vehicles';
import { liveConfig } from '~/config/live-config';
import { $favourites, removeFavourite } from '~/components/vehicle-card/favourites-store';
import { fmt } from '~/lib/format';
import type { CardText, SavedStrings } from '~/i18n/keys';
import { useHydrated } from '~/components/ui/use-hydrated';

type Load = { status: 'loading' } | { status: 'ready'; cards: Map<string, Card> } | { status: 'failed' };

export default function SavedList({
  t,
  card,
  inventoryHref,
}: {
  t: SavedStrings;
  card: CardText;
  inventoryHref: string;
}) {
  const saved = useStore($favourites);
  const hydrated = useHydrated();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const wanted = saved.length > 0;
  useEffect(() => {
    if (!wanted || load.status !== 'loading') return;
    let alive = true;
    (async () => {
      const { cards, stamp } = await fetchIndex();
      const delta = await fetchInventoryDelta(liveConfig, stamp).catch(() => null);
      const all = delta ? mergeDelta(cards, delta.changed, delta.deleted) : cards;
      if (alive) setLoad({ status: 'ready', cards: new Map(all.map((c) => [c.id, c])) });
    })().catch((err: unknown) => {
      console.warn('Inventory index unavailable', err);
      if (alive) setLoad({ status: 'failed' });
    });
    return () => {
      alive = false;
    };
  }, [wanted, load.status]);

  const newestFirst = useMemo(() => [...saved].reverse(), [saved]);
  if (!hydrated)
    return (
      <p className="text-center text-cream-muted" aria-busy="true">
        {t['saved.loading']}
      </p>
    );
  if (!wanted) {
    return (
      <div className="rounded-2xl border border-dashed border-line px-6 py-20 text-center">
        <h2 className="font-display text-3xl text-cream">{t['saved.empty']}</h2>
        <p className="mt-3 text-cream-muted">{t['saved.emptyHint']}</p>
        <a className={buttonClass('primary', 'md', 'mt-8')} href={inventoryHref}>
          {t['saved.browse']}
        </a>
      </div>
    );
  }
  if (load.status === 'loading')
    return (
      <p className="text-center text-cream-muted" aria-busy="true">
        {t['saved.loading']}
      </p>
    );
  if (load.status === 'failed')
    return (
      <p className="text-center text-cream-muted" role="alert">
        {t['saved.failed']}
      </p>
    );
  const found = newestFirst.flatMap((id) => load.cards.get(id) ?? []);
  const gone = newestFirst.filter((id) => !load.cards.has(id));
  return (
    <div className="space-y-8">
      <p className="text-sm text-cream-muted" aria-live="polite">
        {found.length === 1 ? t['saved.one'] : fmt(t['saved.many'], { n: found.length })}
      </p>
      {gone.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line px-5 py-4 text-sm text-cream-muted">
          <span>{gone.length === 1 ? t['saved.goneOne'] : fmt(t['saved.goneMany'], { n: gone.length })}</span>
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'border border-line')}
            onClick={() => gone.forEach(removeFavourite)}
          >
            {t['saved.remove']}
          </button>
        </div>
      )}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t['saved.list']}>
        {found.map((c, i) => (
          <li key={c.id} className="flex">
            <CardSlot card={c} index={i} animate={false} text={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
