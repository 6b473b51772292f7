-- Local details a Malaysian buyer asks for first. All optional: a vehicle listed
-- before these columns existed, or one whose paperwork is not in yet, leaves them null. The vehicle
-- form (src/lib/vehicle-form.ts) checks the same rules with the same bounds.

alter table public.vehicles
  -- 'Local' was first registered in Malaysia; 'Recond' is a reconditioned import (usually from Japan
  -- or the UK) registered here for the first time after import.
  add column origin text
    constraint vehicles_origin_option check (origin in ('Local', 'Recond')),
  -- The year of first registration in Malaysia. A recond is often registered years after it was built,
  -- never before; 2100 only catches typos, like the year column's bound.
  add column registration_year integer
    constraint vehicles_registration_year_range check (registration_year between 1950 and 2100),
  -- Registered owners before the next buyer (0 for a recond's first Malaysian registration).
  add column previous_owners integer
    constraint vehicles_previous_owners_range check (previous_owners between 0 and 20),
  -- Dealer or manufacturer warranty still offered with the car, in months (0 = none).
  add column warranty_months integer
    constraint vehicles_warranty_months_range check (warranty_months between 0 and 120),
  -- Engine capacity in cubic centimetres, the basis of JPJ road tax; an electric car has none.
  add column engine_capacity_cc integer
    constraint vehicles_engine_capacity_cc_range check (engine_capacity_cc between 50 and 10000),
  add constraint vehicles_registration_not_before_year check (registration_year >= year),
  add constraint vehicles_engine_capacity_electric check (fuel_type <> 'Electric' or engine_capacity_cc is null);

comment on column public.vehicles.origin is 'Local (first registered in Malaysia) or Recond (reconditioned import); null when unknown.';
comment on column public.vehicles.registration_year is 'Year of first registration in Malaysia; not before the manufacturing year.';
comment on column public.vehicles.previous_owners is 'Previous registered owners, 0 to 20.';
comment on column public.vehicles.warranty_months is 'Warranty offered with the car in months, 0 to 120.';
comment on column public.vehicles.engine_capacity_cc is 'Engine capacity in cc (50 to 10000), null for electric cars.';

-- Staff write the new columns like the others (column grants, see 20261121000100_create_vehicles.sql).
grant insert (origin, registration_year, previous_owners, warranty_months, engine_capacity_cc)
  on table public.vehicles to authenticated;
grant update (origin, registration_year, previous_owners, warranty_months, engine_capacity_cc)
  on table public.vehicles to authenticated;
