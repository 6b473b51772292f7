// /vehicle/{id} for a vehicle newer than the last build: the static server answers with this page,
// which reads the id from the path and fetches the vehicle live (DECISIONS.md).
import { useEffect, useState } from 'react';
import { site } from '~/config/site';
import { fetchIndex, toCard, type VehicleCard } from '~/lib/inventory-index';
import { fetchLiveVehicle } from '~/lib/live';
import { similarVehicles, suggestable } from '~/lib/similar';
import type { Vehicle } from '~/lib/vehicle';
import { liveConfig } from '~/features/inventory/live-config';
import type { VehicleText } from '~/i18n/keys';
import NotFound from './NotFound';
import VehicleView from './VehicleView';

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'found'; vehicle: Vehicle; similar: VehicleCard[] };

export const idFromPath = (pathname: string): string | null =>
  /^(?:\/ms)?\/vehicle\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;

/** The id from /vehicle/{id}, or from ?id= where a host without rewrites sent us here from its 404 page. */
function idFromLocation(vehicleHref: string): string | null {
  const fromPath = idFromPath(window.location.pathname);
  if (fromPath) return decodeURIComponent(fromPath);
  const fromQuery = new URLSearchParams(window.location.search).get('id');
  if (!fromQuery) return null;
  window.history.replaceState(null, '', `${vehicleHref.replace('{id}', encodeURIComponent(fromQuery))}/`);
  return fromQuery;
}

export async function similarFor(v: Vehicle): Promise<VehicleCard[]> {
  try {
    return similarVehicles(toCard(v), suggestable((await fetchIndex()).cards));
  } catch {
    return [];
  }
}

export default function VehicleLive({ text }: { text: VehicleText }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const id = idFromLocation(text.vehicleHref);
    // No id in the address is answered like an id with no vehicle, through the same callback.
    (id ? fetchLiveVehicle(liveConfig, id) : Promise.resolve(null))
      .then(async (vehicle) => {
        if (!vehicle) return setState({ status: 'missing' });
        setState({ status: 'found', vehicle, similar: await similarFor(vehicle) });
      })
      .catch(() => setState({ status: 'error' }));
  }, [text.vehicleHref]);
  useEffect(() => {
    if (state.status === 'found')
      document.title = `${state.vehicle.year} ${state.vehicle.make} ${state.vehicle.model} | ${site.brand}`;
    if (state.status === 'missing') document.title = `${text.t['vehicle.notFound']} | ${site.brand}`;
  }, [state, text]);

  if (state.status === 'loading') {
    return (
      <div className="shell flex flex-col items-center py-28 text-center" role="status" aria-live="polite">
        <span
          className="h-10 w-10 animate-spin rounded-full border-2 border-gold border-t-transparent motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="mt-6 text-cream-muted">{text.t['vehicle.loading']}</p>
      </div>
    );
  }
  if (state.status === 'missing') return <NotFound page={text} />;
  if (state.status === 'error')
    return <NotFound page={text} title={text.t['vehicle.unavailable']} text={text.t['vehicle.unavailableText']} />;
  return <VehicleView vehicle={state.vehicle} similar={state.similar} text={text} />;
}
