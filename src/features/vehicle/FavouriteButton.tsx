import { useStore } from '@nanostores/react';
import { buttonClass } from '~/components/ui/button-classes';
import { $favourites, toggleFavourite } from '~/features/saved/favourites-store';

import type { FavouriteStrings } from '~/i18n/keys';
import { useHydrated } from '~/components/ui/use-hydrated';

export default function FavouriteButton({ id, t }: { id: string; t: FavouriteStrings }) {
  const favourites = useStore($favourites);
  // The server render cannot know the visitor's list: hydrate as rendered, then show it.
  const hydrated = useHydrated();
  const on = hydrated && favourites.includes(id);
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'icon', `border border-line ${on ? 'text-gold' : 'text-cream'}`)}
      aria-pressed={on}
      aria-label={on ? t['vehicle.favRemove'] : t['vehicle.favAdd']}
      onClick={() => toggleFavourite(id)}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
