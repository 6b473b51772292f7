// A prebuilt vehicle page asks the database one small question: has this vehicle changed, or left
// public view, since the build? Two tiny requests that both answer `[]` when nothing happened;
// then the page stays as built. Only when something did does the live view load (a dynamic
// import), so unchanged pages pay nothing for it. Plain fetch, no zod: this runs on every page.
import { liveConfig } from '~/config/live-config';
import { freshnessSince } from '~/data/vehicles/browser';

export async function checkVehicleFreshness(): Promise<void> {
  const page = document.querySelector<HTMLElement>('[data-vehicle-page]');
  const id = page?.dataset.id;
  const since = page?.dataset.updatedAt;
  if (!page || !id || !since) return;
  const state = await freshnessSince(liveConfig, since, id);
  if (state === 'unchanged') return;
  const { showLiveVehicle } = await import('./live-page');
  await showLiveVehicle(page, id);
}
