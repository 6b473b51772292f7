import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { $favourites, toggleFavourite } from '~/features/saved/favourites-store';
import { HEART_PATH } from './card-actions-markup';
import { favouriteLabel } from './vehicle-text';

export default function FavouriteButton({ id }: { id: string }) {
  const favourites = useStore($favourites);
  // The server render cannot know the visitor's list: hydrate as rendered, then show it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const on = hydrated && favourites.includes(id);
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'icon', `border border-line ${on ? 'text-gold' : 'text-cream'}`)}
      aria-pressed={on}
      aria-label={favouriteLabel(on)}
      onClick={() => toggleFavourite(id)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d={HEART_PATH} strokeLinejoin="round" />
      </svg>
    </button>
  );
}
