-- Reserved / Sold lifecycle: staff set a vehicle's status in the vehicle form. The
-- public inventory hides sold cars unless the visitor asks for them; a sold car keeps its page.
-- The check mirrors VEHICLE_STATUSES in src/lib/vehicle.ts, the form's only choices.
alter table public.vehicles
  add column status text not null default 'available'
    constraint vehicles_status_check check (status in ('available', 'reserved', 'sold'));

comment on column public.vehicles.status is
  'available (default), reserved (still listed, with a badge) or sold (hidden from the default inventory view).';

-- Writes are granted column by column (20261121000100_create_vehicles.sql): staff may set it.
grant insert (status), update (status) on table public.vehicles to authenticated;
