// Bulk photos (docs/product.md D34): the cars that have stock numbers, and one photo stored under a name made
// from its content, so running the same folder again finds it instead of storing it twice.
import { IMAGE_BUCKET, PLACEHOLDER_IMAGE } from '~/config/constants';
import type { DraftVehicle } from '~/lib/vehicle';
import type { AppSupabase } from '../supabase';
import type { PreparedImage } from './images';
import { currentByStockNumber } from './stock-csv';

export interface StockCar {
  stock: string;
  /** The car's own photos (the placeholder is none). */
  photos: number;
}

/** Every live car with a stock number, and how many photos of its own it has. */
export async function stockCars(client: AppSupabase): Promise<StockCar[]> {
  const out: StockCar[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .from('vehicles')
      .select('stock_number, images')
      .not('stock_number', 'is', null)
      .is('deleted_at', null)
      .order('stock_number')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    for (const r of data) {
      if (r.stock_number) out.push({ stock: r.stock_number, photos: ownPhotos(r.images).length });
    }
    if (data.length < 1000) return out;
  }
}

export const ownPhotos = (images: readonly string[]): string[] => images.filter((u) => u !== PLACEHOLDER_IMAGE);

/** The cars of these stock numbers as they are now (their photos and version). */
export const carsByStock = (client: AppSupabase, stocks: readonly string[]): Promise<Map<string, DraftVehicle>> =>
  currentByStockNumber(client, stocks);

/** Store one photo as `name`; a photo already stored under that name (an earlier run) is reused. */
export async function storeNamedImage(client: AppSupabase, name: string, image: PreparedImage): Promise<string> {
  const bucket = client.storage.from(IMAGE_BUCKET);
  const { error } = await bucket.upload(name, image.blob, { contentType: image.type, upsert: false });
  if (error && !/exists|duplicate/i.test(error.message)) throw new Error(error.message);
  return bucket.getPublicUrl(name).data.publicUrl;
}
