// The vehicle page's words, read by a vehicle page that shows its car live (changed since the build).
import type { APIRoute } from 'astro';
import { vehicleTextResponse } from '~/features/vehicle/vehicle-text';

export const GET: APIRoute = () => vehicleTextResponse('ms');
