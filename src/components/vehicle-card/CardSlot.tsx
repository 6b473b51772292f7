// Where an island shows a vehicle card: a copy of the page's card template (CardTemplate.astro)
// filled with `card` (render-card.ts), so islands show the markup VehicleCard.astro prebuilds.
import { useLayoutEffect, useRef } from 'react';
import type { VehicleCard } from '~/data/vehicles/browser';
import type { CardText } from './strings';
import type { CardOptions } from './card-view';
import { renderCard } from './render-card';

export default function CardSlot({ card, text, index, animate }: { card: VehicleCard; text: CardText } & CardOptions) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = renderCard(card, text, { index, animate });
    host.current?.replaceChildren(...(el ? [el] : []));
  }, [card, text, index, animate]);
  return <div ref={host} className="flex w-full flex-col [&>article]:flex-1" />;
}
