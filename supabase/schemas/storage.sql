-- Storage: the vehicle-images bucket, the private lead-photos bucket, and who may read and write their photos.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Row-level security policies

create policy vehicle_images_select on storage.objects
  for select
  to authenticated
  using (((bucket_id = 'vehicle-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

create policy vehicle_images_insert_for_staff on storage.objects
  for insert
  to authenticated
  with check (((bucket_id = 'vehicle-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

create policy vehicle_images_update_for_staff on storage.objects
  for update
  to authenticated
  using (((bucket_id = 'vehicle-images'::text) AND ( SELECT private.is_staff() AS is_staff)))
  with check (((bucket_id = 'vehicle-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

create policy vehicle_images_delete_for_staff on storage.objects
  for delete
  to authenticated
  using (((bucket_id = 'vehicle-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

create policy vehicle_images_insert_two_factor on storage.objects
  as restrictive
  for insert
  to authenticated
  with check (((bucket_id <> 'vehicle-images'::text) OR ( SELECT private.two_factor_satisfied() AS two_factor_satisfied)));

create policy vehicle_images_update_two_factor on storage.objects
  as restrictive
  for update
  to authenticated
  using (((bucket_id <> 'vehicle-images'::text) OR ( SELECT private.two_factor_satisfied() AS two_factor_satisfied)))
  with check (((bucket_id <> 'vehicle-images'::text) OR ( SELECT private.two_factor_satisfied() AS two_factor_satisfied)));

create policy vehicle_images_delete_two_factor on storage.objects
  as restrictive
  for delete
  to authenticated
  using (((bucket_id <> 'vehicle-images'::text) OR ( SELECT private.two_factor_satisfied() AS two_factor_satisfied)));

create policy vehicle_images_sales_no_delete on storage.objects
  as restrictive
  for delete
  to authenticated
  using (((bucket_id <> 'vehicle-images'::text) OR (( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text)));

-- A sell offer's photos: a visitor adds new ones under a folder of its own (a random id the form
-- makes; the lead names the paths), and never reads, lists, replaces or deletes any; staff read them.
create policy lead_photos_insert_by_visitors on storage.objects
  for insert
  to anon, authenticated
  with check (((bucket_id = 'lead-photos'::text) AND (name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[1-6][.]jpg$'::text)));

create policy lead_photos_select_for_staff on storage.objects
  for select
  to authenticated
  using (((bucket_id = 'lead-photos'::text) AND ( SELECT private.is_staff() AS is_staff) AND ( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled)));

create policy lead_photos_delete_for_managers on storage.objects
  for delete
  to authenticated
  using (((bucket_id = 'lead-photos'::text) AND (( SELECT private.staff_role() AS staff_role) = ANY (ARRAY['owner'::text, 'manager'::text])) AND ( SELECT private.two_factor_satisfied() AS two_factor_satisfied)));

-- Rows the schema starts with

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('vehicle-images', 'vehicle-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('lead-photos', 'lead-photos', false, 10485760, array['image/jpeg']);
