// A sell offer's photos: where they go and how many. The private lead-photos bucket
// (supabase/schemas/storage.sql) takes JPEGs of at most 10 MB under `<folder>/<n>.jpg`, the
// folder a random id the form makes; the lead names the paths (leads_photos_shape checks them).
export const LEAD_PHOTOS_BUCKET = 'lead-photos';
export const MAX_OFFER_PHOTOS = 6;

/** `3f0c…/1.jpg`: the n-th photo (1 to 6) of the offer whose photos sit in `folder`. */
export const offerPhotoPath = (folder: string, n: number): string => `${folder}/${n}.jpg`;
