// Helpers for the admin specs: the vehicle form, and database look-ups for what it wrote.
import { expect, type Locator, type Page } from '@playwright/test';
import { serviceClient } from './staff';
import type { FilePayload } from './staff-png';

export type VehicleText = {
  make: string;
  model: string;
  year: string;
  price: string;
  mileage: string;
  color: string;
  fuelType: string;
  transmission: string;
  condition: string;
  bodyType: string;
  features?: string;
  exterior?: string;
};

export const dialog = (page: Page, name: 'Add New Vehicle' | 'Edit Vehicle'): Locator =>
  page.getByRole('dialog', { name });

export async function fillVehicle(form: Locator, v: VehicleText): Promise<void> {
  await form.getByLabel('Make').fill(v.make);
  await form.getByLabel('Model').fill(v.model);
  await form.getByLabel('Year').fill(v.year);
  await form.getByLabel('Price (MYR)').fill(v.price);
  await form.getByLabel('Mileage (KM)').fill(v.mileage);
  await form.getByLabel('Color').fill(v.color);
  await form.getByLabel('Fuel Type').selectOption(v.fuelType);
  await form.getByLabel('Transmission').selectOption(v.transmission);
  await form.getByLabel('Condition').selectOption(v.condition);
  await form.getByLabel('Body Type').selectOption(v.bodyType);
  if (v.features) await form.getByLabel('Features').fill(v.features);
  if (v.exterior) await form.getByLabel('Exterior Details').fill(v.exterior);
}

/** Choose files through the real file chooser the 'Upload Images' button opens. */
export async function chooseImages(page: Page, form: Locator, files: FilePayload[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload Images' }).click();
  await (await chooser).setFiles(files);
}

export type DbVehicle = {
  id: string;
  make: string;
  model: string;
  year: number;
  price: number | string;
  mileage: number;
  color: string;
  fuel_type: string;
  features: string[];
  images: string[];
  vehicle_details: unknown;
  deleted_at: string | null;
  origin?: string | null;
  registration_year?: number | null;
  previous_owners?: number | null;
  warranty_months?: number | null;
  engine_capacity_cc?: number | null;
};

export async function vehiclesByModel(model: string): Promise<DbVehicle[]> {
  const { data, error } = await serviceClient().from('vehicles').select('*').eq('model', model);
  if (error) throw new Error(error.message);
  return data as DbVehicle[];
}

export async function liveCount(): Promise<number> {
  const { count, error } = await serviceClient()
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

export async function bucketNames(): Promise<string[]> {
  const { data, error } = await serviceClient().storage.from('vehicle-images').list('', { limit: 1000 });
  if (error) throw new Error(error.message);
  return data.map((o) => o.name);
}

/** Remove what a spec created, so later specs (rebuild-*) count the inventory they expect. */
export async function purgeVehicles(models: readonly string[]): Promise<void> {
  const admin = serviceClient();
  for (const model of models) {
    const rows = await vehiclesByModel(model);
    const names = rows
      .flatMap((r) => r.images)
      .map((u) => u.split('/vehicle-images/')[1])
      .filter((n): n is string => !!n);
    if (names.length) await admin.storage.from('vehicle-images').remove(names);
    await admin.from('vehicles').delete().eq('model', model);
  }
}

export async function expectCounter(form: Locator, n: number): Promise<void> {
  await expect(form.getByText(`${n}/15 images selected`)).toBeVisible();
}
