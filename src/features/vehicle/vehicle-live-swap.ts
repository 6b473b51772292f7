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
import VehicleView from './VehicleView';

export async function showLiveVehicle(page: HTMLElement, id: string): Promise<void> {
  let vehicle;
  try {
    vehicle = await fetchLiveVehicle(liveConfig, id);
  } catch {
    return; // the API failed between the two requests: keep the built page
  }
  const host = document.createElement('div');
  host.dataset.vehicleLive = '';
  if (!vehicle) {
    page.replaceWith(host);
    createRoot(host).render(createElement(NotFound));
    document.title = `Vehicle not found | ${site.brand}`;
    return;
  }
  const similar = await similarFor(vehicle);
  // The page's words, in its language (VehiclePage.astro writes them once, as JSON).
  const text = JSON.parse(document.getElementById('vehicle-text')?.textContent ?? 'null') as VehicleText;
  page.replaceWith(host);
  createRoot(host).render(createElement(VehicleView, { vehicle, similar, text }));
  document.title = `${vehicle.year} ${vehicle.make} ${vehicle.model} | ${site.brand}`;
}
