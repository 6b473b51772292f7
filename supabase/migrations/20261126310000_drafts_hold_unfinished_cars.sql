-- Drafts hold unfinished cars (issue 33, item 6): 'Save as draft' keeps whatever staff have typed,
-- so a draft needs only a make and a model. Every other required field may be empty (null) while
-- the car is a draft; a car that is listed (available, reserved or sold) must have them all. The
-- check below is the one rule: publishing an incomplete car is refused however it is attempted
-- (the dialog, supabase-js, the import), and the row stays as it was. Each column keeps its own
-- range and option checks for the values that are given (a check passes on null).
alter table public.vehicles
  alter column year drop not null,
  alter column price drop not null,
  alter column mileage drop not null,
  alter column fuel_type drop not null,
  alter column transmission drop not null,
  alter column condition drop not null,
  alter column body_type drop not null,
  alter column color drop not null;

alter table public.vehicles
  add constraint vehicles_complete_unless_draft check (
    status = 'draft'
    or (
      year is not null and price is not null and mileage is not null and fuel_type is not null
      and transmission is not null and condition is not null and body_type is not null
      and color is not null
    )
  );

comment on constraint vehicles_complete_unless_draft on public.vehicles is
  'Only a draft may leave year, price, mileage, fuel type, transmission, condition, body type or colour empty.';
