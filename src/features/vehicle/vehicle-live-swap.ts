// Loaded only when a prebuilt vehicle page is older than its vehicle: renders the live vehicle
// with the same React view /vehicle-live uses (or 'Vehicle not found' if it is gone), in place
// of the built markup.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { site } from '~/config/site';
import { liveConfig } from '~/features/inventory/live-config';
import { fetchLiveVehicle } from '~/lib/live';
import NotFound from './NotFound';
import { similarFor } from './VehicleLive';
import type { VehicleText } from '~/i18n/keys';
import { pageLang, paths } from '~/lib/paths';
import VehicleView from './VehicleView';

export async function showLiveVehicle(page: HTMLElement, id: string): Promise<void> {
  let vehicle;
  try {
    vehicle = await fetchLiveVehicle(liveConfig, id);
  } catch {
    return; // the API failed between the two requests: keep the built page
  }
  // The page's words in its language: one small file per language, shared by every vehicle page.
  let text: VehicleText;
  try {
    text = (await (await fetch(paths.vehicleText(pageLang()))).json()) as VehicleText;
  } catch {
    return; // keep the built page
  }
  const host = document.createElement('div');
  host.dataset.vehicleLive = '';
  if (!vehicle) {
    page.replaceWith(host);
    createRoot(host).render(createElement(NotFound, { page: text }));
    document.title = `${text.t['vehicle.notFound']} | ${site.brand}`;
    return;
  }
  const similar = await similarFor(vehicle);
  page.replaceWith(host);
  createRoot(host).render(createElement(VehicleView, { vehicle, similar, text }));
  document.title = `${vehicle.year} ${vehicle.make} ${vehicle.model} | ${site.brand}`;
}
