-- The vehicle-images bucket (docs/product.md §7 "Upload images"): anyone may view photos, only signed-in
-- staff may add, replace or remove them.
-- 10 MB matches limits.imageMaxBytes in src/config/site.ts. Only raster types the browser shows in
-- an <img>: never SVG or HTML, which could carry script when opened from the storage origin.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'vehicle-images',
  'vehicle-images',
  true,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Public URLs work without a policy in a public bucket; this one lets clients list and read
-- object metadata (supabase-js upload with upsert also reads the row).
create policy vehicle_images_select on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'vehicle-images');

-- Any signed-in user is staff (docs/product.md §6). `(select auth.uid()) is not null` instead of `true`
-- so a token without a user never passes; the sub-select is evaluated once per statement.
create policy vehicle_images_insert_for_staff on storage.objects
  for insert to authenticated
  with check (bucket_id = 'vehicle-images' and (select auth.uid()) is not null);

create policy vehicle_images_update_for_staff on storage.objects
  for update to authenticated
  using (bucket_id = 'vehicle-images' and (select auth.uid()) is not null)
  with check (bucket_id = 'vehicle-images' and (select auth.uid()) is not null);

create policy vehicle_images_delete_for_staff on storage.objects
  for delete to authenticated
  using (bucket_id = 'vehicle-images' and (select auth.uid()) is not null);
