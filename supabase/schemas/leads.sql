-- Leads: enquiries from the public site, their history, delivery to the dealer and retention.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Tables

create table private.lead_settings (
  singleton boolean default true not null,
  retention_months integer default 24 not null,
  open_per_mobile_and_car integer default 3 not null,
  per_address_per_hour integer default 10 not null,
  webhook_url text,
  webhook_format text default 'json'::text not null,
  webhook_secret text,
  email_from text,
  email_to text,
  updated_at timestamp with time zone default now() not null,
  constraint lead_settings_pkey PRIMARY KEY (singleton),
  constraint lead_settings_open_per_mobile_and_car_check CHECK (open_per_mobile_and_car >= 1 AND open_per_mobile_and_car <= 100),
  constraint lead_settings_per_address_per_hour_check CHECK (per_address_per_hour >= 1 AND per_address_per_hour <= 100000),
  constraint lead_settings_retention_months_check CHECK (retention_months >= 1 AND retention_months <= 120),
  constraint lead_settings_singleton_check CHECK (singleton),
  constraint lead_settings_webhook_format_check CHECK (webhook_format = ANY (ARRAY['json'::text, 'slack'::text, 'discord'::text, 'resend'::text])),
  constraint lead_settings_webhook_url_check CHECK (webhook_url ~ '^https?://'::text)
);
alter table private.lead_settings enable row level security;

create table public.leads (
  id uuid default gen_random_uuid() not null,
  reference text not null,
  kind text not null,
  vehicle_id uuid,
  name text not null,
  mobile text,
  email text,
  preferred_date date,
  preferred_slot text,
  message text,
  sell_draft jsonb,
  consent_at timestamp with time zone not null,
  website text,
  status text default 'new'::text not null,
  staff_notes text default ''::text not null,
  assignee uuid,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  first_reply_at timestamp with time zone,
  first_reply_by uuid,
  lang text default 'en'::text not null,
  asking_price integer,
  photos text[] default '{}'::text[] not null,
  constraint leads_pkey PRIMARY KEY (id),
  constraint leads_reference_unique UNIQUE (reference),
  constraint leads_assignee_fkey FOREIGN KEY (assignee) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint leads_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE SET NULL,
  constraint leads_contact_given CHECK (mobile IS NOT NULL OR email IS NOT NULL),
  constraint leads_email_format CHECK (char_length(email) <= 254 AND email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'::text),
  constraint leads_kind_option CHECK (kind = ANY (ARRAY['test_drive'::text, 'enquiry'::text, 'sell_offer'::text])),
  constraint leads_kind_shape CHECK (
CASE kind
    WHEN 'sell_offer'::text THEN vehicle_id IS NULL AND sell_draft IS NOT NULL AND mobile IS NOT NULL AND preferred_date IS NULL AND preferred_slot IS NULL
    WHEN 'test_drive'::text THEN sell_draft IS NULL AND mobile IS NOT NULL AND preferred_date IS NOT NULL AND preferred_slot IS NOT NULL
    ELSE sell_draft IS NULL AND preferred_date IS NULL AND preferred_slot IS NULL
END),
  constraint leads_message_length CHECK (char_length(message) <= 2000),
  constraint leads_mobile_format CHECK (mobile ~ '^\+601(1[0-9]{8}|[02-9][0-9]{7})$'::text),
  constraint leads_name_length CHECK (char_length(name) >= 1 AND char_length(name) <= 100),
  constraint leads_notes_length CHECK (char_length(staff_notes) <= 4000),
  constraint leads_reference_format CHECK (reference ~ '^[A-Z]{1,3}-[2-9A-HJ-NP-Z]{4}$'::text),
  constraint leads_sell_draft_shape CHECK (sell_draft IS NULL OR jsonb_typeof(sell_draft) = 'object'::text AND char_length(sell_draft ->> 'make'::text) BETWEEN 1 AND 40 AND char_length(sell_draft ->> 'model'::text) BETWEEN 1 AND 60 AND (sell_draft ->> 'year'::text) ~ '^(19|20)[0-9]{2}$'::text AND char_length(sell_draft ->> 'mileage'::text) BETWEEN 1 AND 20 AND ((sell_draft ->> 'condition'::text) = ANY (ARRAY['excellent'::text, 'very-good'::text, 'good'::text, 'fair'::text])) AND (sell_draft - ARRAY['make'::text, 'model'::text, 'year'::text, 'mileage'::text, 'condition'::text]) = '{}'::jsonb),
  constraint leads_slot_format CHECK (preferred_slot ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text),
  constraint leads_status_option CHECK (status = ANY (ARRAY['new'::text, 'contacted'::text, 'test_drive_booked'::text, 'won'::text, 'lost'::text])),
  constraint leads_website_never_stored CHECK (website IS NULL),
  constraint leads_first_reply_by_fkey FOREIGN KEY (first_reply_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint leads_lang_option CHECK (lang = ANY (ARRAY['en'::text, 'ms'::text])),
  constraint leads_asking_price_range CHECK (asking_price IS NULL OR kind = 'sell_offer'::text AND asking_price BETWEEN 1000 AND 100000000),
  constraint leads_photos_shape CHECK (cardinality(photos) <= 6 AND array_position(photos, NULL::text) IS NULL AND (cardinality(photos) = 0 OR kind = 'sell_offer'::text) AND array_to_string(photos, ' '::text) ~ '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[1-6][.]jpg ?)*$'::text)
);
alter table public.leads enable row level security;
comment on table public.leads is 'Test-drive bookings, enquiries and sell-your-car offers from the live site; visitors insert only.';
comment on column public.leads.first_reply_at is 'When a staff member first answered: the status first moved on from new, or a call, WhatsApp or email was first tapped on it.';
comment on column public.leads.lang is 'The language the visitor wrote in (the page''s), which the replies use.';
comment on column public.leads.photos is 'A sell offer''s photos: paths in the private lead-photos bucket.';
CREATE INDEX leads_created_idx ON public.leads USING btree (created_at DESC);
CREATE INDEX leads_mobile_idx ON public.leads USING btree (mobile, vehicle_id) WHERE (mobile IS NOT NULL);
CREATE INDEX leads_email_idx ON public.leads USING btree (lower(email)) WHERE (email IS NOT NULL);
CREATE INDEX leads_vehicle_created_idx ON public.leads USING btree (vehicle_id, created_at) WHERE (vehicle_id IS NOT NULL);

create table private.lead_submissions (
  address text not null,
  at timestamp with time zone default now() not null
);
alter table private.lead_submissions enable row level security;
CREATE INDEX lead_submissions_idx ON private.lead_submissions USING btree (address, at);

create table public.lead_history (
  id bigint generated always as identity not null,
  lead_id uuid not null,
  action text not null,
  actor_id uuid,
  actor_role text not null,
  changed_at timestamp with time zone default now() not null,
  changes jsonb not null,
  constraint lead_history_pkey PRIMARY KEY (id),
  constraint lead_history_action_option CHECK (action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text]))
);
alter table public.lead_history enable row level security;
CREATE INDEX lead_history_lead_idx ON public.lead_history USING btree (lead_id, id DESC);

create table private.lead_deliveries (
  id bigint generated always as identity not null,
  lead_id uuid not null,
  attempt integer default 1 not null,
  request_id bigint,
  sent_at timestamp with time zone default now() not null,
  status_code integer,
  error text,
  state text default 'pending'::text not null,
  payload jsonb not null,
  constraint lead_deliveries_pkey PRIMARY KEY (id),
  constraint lead_deliveries_state_check CHECK (state = ANY (ARRAY['pending'::text, 'delivered'::text, 'failed'::text, 'retried'::text, 'given_up'::text]))
);
alter table private.lead_deliveries enable row level security;
CREATE INDEX lead_deliveries_pending_idx ON private.lead_deliveries USING btree (state) WHERE (state = ANY (ARRAY['pending'::text, 'failed'::text]));

create table private.dealer_calendar (
  singleton boolean default true not null,
  hours jsonb,
  slot_minutes integer,
  holidays date[] default '{}'::date[] not null,
  updated_at timestamp with time zone default now() not null,
  constraint dealer_calendar_hours_check CHECK (jsonb_typeof(hours) = 'object'::text),
  constraint dealer_calendar_hours_and_slot CHECK ((hours IS NULL) = (slot_minutes IS NULL)),
  constraint dealer_calendar_pkey PRIMARY KEY (singleton),
  constraint dealer_calendar_singleton_check CHECK (singleton),
  constraint dealer_calendar_slot_minutes_check CHECK (slot_minutes >= 1 AND slot_minutes <= 720)
);
alter table private.dealer_calendar enable row level security;
comment on table private.dealer_calendar is 'The showroom''s opening hours and holidays as the test-drive form has them (PUBLIC_DEALER_HOURS, PUBLIC_DEALER_HOLIDAYS), written by the embedded server at each start and on hosted by the SQL `npm run db:calendar` prints; hours null: not yet written.';

create table public.lead_reply_settings (
  singleton boolean default true not null,
  first_target_minutes integer default 5 not null,
  second_target_minutes integer default 60 not null,
  templates jsonb default '{}'::jsonb not null,
  updated_at timestamp with time zone default now() not null,
  constraint lead_reply_settings_pkey PRIMARY KEY (singleton),
  constraint lead_reply_settings_singleton_check CHECK (singleton),
  constraint lead_reply_settings_targets_check CHECK (first_target_minutes >= 1 AND first_target_minutes <= 1440 AND second_target_minutes > first_target_minutes AND second_target_minutes <= 10080),
  constraint lead_reply_settings_templates_check CHECK (jsonb_typeof(templates) = 'object'::text AND octet_length(templates::text) <= 20000)
);
alter table public.lead_reply_settings enable row level security;
comment on table public.lead_reply_settings is 'The owner''s reply targets (minutes of opening hours) and reply templates; empty templates: the staff words'' own.';

-- Functions

CREATE OR REPLACE FUNCTION private.lead_is_of(p_lead_mobile text, p_lead_email text, p_mobile text, p_email text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- A person's leads, as erasure finds them: the same mobile number, or the same email in any case.
  select coalesce((p_mobile is not null and p_lead_mobile = p_mobile)
      or (p_email is not null and pg_catalog.lower(p_lead_email) = pg_catalog.lower(pg_catalog.btrim(p_email))), false)
$function$;
revoke all on function private.lead_is_of(p_lead_mobile text, p_lead_email text, p_mobile text, p_email text) from public;
grant execute on function private.lead_is_of(p_lead_mobile text, p_lead_email text, p_mobile text, p_email text) to authenticated;

CREATE OR REPLACE FUNCTION private.new_lead_reference()
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  -- Four characters that read back over a phone (no 0/O, 1/I), as src/lib/leads/lead.ts makes them.
  select 'MM-' || pg_catalog.string_agg(
    pg_catalog.substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + pg_catalog.floor(pg_catalog.random() * 32)::integer, 1), '')
  from pg_catalog.generate_series(1, 4)
$function$;
revoke all on function private.new_lead_reference() from public;

CREATE OR REPLACE FUNCTION private.check_new_lead()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_settings private.lead_settings%rowtype;
  v_address text := pg_catalog.left(private.client_address(), 64);
  v_since timestamptz := pg_catalog.now() - interval '1 hour';
  v_today date := (pg_catalog.now() at time zone 'Asia/Kuala_Lumpur')::date;
  v_count integer;
begin
  -- A bot that filled the field people never see is answered as if it were sent, and nothing is kept.
  if pg_catalog.btrim(coalesce(new.website, '')) <> '' then
    return null;
  end if;
  new.website := null;
  -- The form shows the visitor the reference it sends; one that is malformed or already taken is
  -- replaced, never refused, so the answer says nothing about which references exist.
  if new.reference is null
     or new.reference !~ '^[A-Z]{1,3}-[2-9A-HJ-NP-Z]{4}$'
     or exists (select 1 from public.leads l where l.reference = new.reference)
  then
    new.reference := private.new_lead_reference();
  end if;
  -- Whatever a visitor's request says, these start as a new lead's (column grants refuse them anyway).
  new.status := 'new';
  new.staff_notes := '';
  new.assignee := null;
  new.created_at := pg_catalog.now();
  new.updated_at := pg_catalog.now();
  new.name := pg_catalog.btrim(new.name);
  new.email := nullif(pg_catalog.lower(pg_catalog.btrim(new.email)), '');
  new.message := nullif(pg_catalog.btrim(new.message), '');

  -- A name of spaces the eye cannot see (non-breaking, zero-width, the byte-order mark) is no name.
  if char_length(new.name) > 100
     or pg_catalog.regexp_replace(new.name, '[[:space:]\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]', '', 'g') = ''
  then
    raise exception 'The name must be 1 to 100 characters' using errcode = '23514';
  end if;
  if char_length(new.message) > 2000 then
    raise exception 'The message must be at most 2000 characters' using errcode = '23514';
  end if;
  -- The form stamps the consent as it sends; a time far from now was not given with this request.
  if new.consent_at is null
     or new.consent_at > pg_catalog.now() + interval '1 minute'
     or new.consent_at < pg_catalog.now() - interval '1 minute'
  then
    raise exception 'A lead needs the visitor''s consent' using errcode = '23514';
  end if;
  -- The same rules as the table's checks, asked before any limit is counted, so a malformed request
  -- is refused alike whatever the limits would say, and the refusal names no constraint. An email
  -- with ? or & would add recipients or a body to the inbox's mailto: link.
  if new.kind is null
     or new.kind not in ('test_drive', 'enquiry', 'sell_offer')
     or (new.mobile is null and new.email is null)
     or new.mobile !~ '^\+601(1[0-9]{8}|[02-9][0-9]{7})$'
     or char_length(new.email) > 254
     or new.email !~ '^[^[:space:]@?&]+@[^[:space:]@?&]+\.[^[:space:]@?&]+$'
     or new.preferred_slot !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
     or not (case new.kind
       when 'sell_offer' then new.vehicle_id is null and new.sell_draft is not null and new.mobile is not null
         and new.preferred_date is null and new.preferred_slot is null
       when 'test_drive' then new.sell_draft is null and new.mobile is not null
         and new.preferred_date is not null and new.preferred_slot is not null
       else new.sell_draft is null and new.preferred_date is null and new.preferred_slot is null
     end)
     or (new.sell_draft is not null and not (
       pg_catalog.jsonb_typeof(new.sell_draft) = 'object'
       and coalesce(char_length(new.sell_draft ->> 'make') between 1 and 40, false)
       and coalesce(char_length(new.sell_draft ->> 'model') between 1 and 60, false)
       and coalesce((new.sell_draft ->> 'year') ~ '^(19|20)[0-9]{2}$', false)
       and coalesce(char_length(new.sell_draft ->> 'mileage') between 1 and 20, false)
       and coalesce((new.sell_draft ->> 'condition') in ('excellent', 'very-good', 'good', 'fair'), false)
       and (new.sell_draft - array['make', 'model', 'year', 'mileage', 'condition']) = '{}'::jsonb
     ))
  then
    raise exception 'This request is not complete; check the form and send it again' using errcode = '23514';
  end if;
  if new.kind = 'test_drive' and (new.preferred_date <= v_today or new.preferred_date > v_today + 30) then
    raise exception 'A test drive is booked from tomorrow to 30 days ahead' using errcode = '23514';
  end if;
  if new.kind = 'test_drive' and not private.showroom_open(new.preferred_date, new.preferred_slot) then
    raise exception 'The showroom is closed at that time; choose another day or time' using errcode = '23514';
  end if;
  if new.vehicle_id is not null and not exists (
    select 1 from public.vehicles v
    where v.id = new.vehicle_id and v.deleted_at is null and v.status <> 'draft'
  ) then
    raise exception 'No such car is listed' using errcode = '23503';
  end if;

  select * into v_settings from private.lead_settings where singleton;
  if new.mobile is not null then
    select pg_catalog.count(*) into v_count from public.leads l
    where l.mobile = new.mobile and l.vehicle_id is not distinct from new.vehicle_id
      and l.status in ('new', 'contacted', 'test_drive_booked');
    if v_count >= coalesce(v_settings.open_per_mobile_and_car, 3) then
      raise exception 'This mobile number already has % open requests for this car', v_count
        using errcode = 'PT429', hint = 'The dealer will be in touch about the requests already sent.';
    end if;
  end if;
  if v_address is not null then
    delete from private.lead_submissions where at < v_since;
    select pg_catalog.count(*) into v_count from private.lead_submissions s
    where s.address = v_address and s.at >= v_since;
    if v_count >= coalesce(v_settings.per_address_per_hour, 10) then
      raise exception 'Too many requests from this address; try again in an hour'
        using errcode = 'PT429';
    end if;
    insert into private.lead_submissions (address) values (v_address);
  end if;
  return new;
end;
$function$;
revoke all on function private.check_new_lead() from public;

CREATE OR REPLACE FUNCTION private.touch_lead()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION private.record_lead_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_changes jsonb := '{}'::jsonb;
  v_key text;
begin
  if tg_op = 'INSERT' then
    v_changes := pg_catalog.jsonb_build_object('kind', new.kind, 'reference', new.reference);
  elsif tg_op = 'UPDATE' then
    foreach v_key in array array['status', 'staff_notes', 'assignee'] loop
      if (pg_catalog.to_jsonb(old) -> v_key) is distinct from (pg_catalog.to_jsonb(new) -> v_key) then
        v_changes := v_changes || pg_catalog.jsonb_build_object(v_key, pg_catalog.jsonb_build_object(
          'old', pg_catalog.to_jsonb(old) -> v_key, 'new', pg_catalog.to_jsonb(new) -> v_key));
      end if;
    end loop;
    if v_changes = '{}'::jsonb then
      return null;
    end if;
  else
    v_changes := pg_catalog.jsonb_build_object('reference', old.reference);
    -- Erasure: the notes (which may name the person) leave the trail with the lead.
    update public.lead_history set changes = changes - 'staff_notes' where lead_id = old.id;
  end if;
  insert into public.lead_history (lead_id, action, actor_id, actor_role, changes)
  values (coalesce(new.id, old.id), pg_catalog.lower(tg_op), auth.uid(), coalesce(auth.role(), 'postgres'), v_changes);
  return null;
end;
$function$;
revoke all on function private.record_lead_change() from public;

CREATE OR REPLACE FUNCTION public.count_new_leads()
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.count(*)::integer from public.leads where status = 'new'
$function$;
revoke all on function public.count_new_leads() from public, anon;

CREATE OR REPLACE FUNCTION public.delete_leads_of(p_mobile text DEFAULT NULL::text, p_email text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  if private.staff_role() = 'sales' then
    raise exception 'A sales account cannot delete leads' using errcode = '42501';
  end if;
  if p_mobile is null and p_email is null then
    raise exception 'Give the mobile number or the email whose leads to delete' using errcode = '22023';
  end if;
  delete from public.leads l where private.lead_is_of(l.mobile, l.email, p_mobile, p_email);
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;
revoke all on function public.delete_leads_of(p_mobile text, p_email text) from public, anon;

CREATE OR REPLACE FUNCTION public.count_leads_of(p_mobile text DEFAULT NULL::text, p_email text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- What delete_leads_of would delete, counted (as far as RLS shows the caller), for its confirmation.
  select pg_catalog.count(*)::integer from public.leads l where private.lead_is_of(l.mobile, l.email, p_mobile, p_email)
$function$;
revoke all on function public.count_leads_of(p_mobile text, p_email text) from public, anon;

CREATE OR REPLACE FUNCTION public.export_leads(p_status text DEFAULT NULL::text, p_kind text DEFAULT NULL::text)
 RETURNS SETOF leads
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  -- The inbox's 'Export CSV': every lead in one file is the owner's and managers' to take. It runs
  -- as the caller, so RLS (staff, the second factor) applies as to any read.
  if coalesce(private.staff_role(), '') not in ('owner', 'manager') then
    raise exception 'Only the owner and managers export leads' using errcode = '42501';
  end if;
  return query select * from public.leads l
    where (p_status is null or l.status = p_status) and (p_kind is null or l.kind = p_kind)
    order by l.created_at desc;
end;
$function$;
revoke all on function public.export_leads(p_status text, p_kind text) from public, anon;

CREATE OR REPLACE FUNCTION public.record_lead_reply(p_lead_id uuid)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_at timestamptz;
begin
  -- A tap on Call, WhatsApp or Email in the inbox: the lead's first reply, if it has none yet. The
  -- time and who are the database's (staff cannot write the columns themselves).
  if not private.is_staff() or not private.two_factor_satisfied() then
    raise exception 'Only staff answer leads' using errcode = '42501';
  end if;
  update public.leads set first_reply_at = pg_catalog.now(), first_reply_by = auth.uid()
  where id = p_lead_id and first_reply_at is null;
  select l.first_reply_at into v_at from public.leads l where l.id = p_lead_id;
  return v_at;
end;
$function$;
revoke all on function public.record_lead_reply(p_lead_id uuid) from public, anon;

CREATE OR REPLACE FUNCTION private.stamp_first_reply()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- The first move on from 'new' is an answer: the lead's clock stops there unless a tap stopped it first.
  if old.first_reply_at is null and old.status = 'new' and new.status <> 'new' then
    new.first_reply_at := pg_catalog.now();
    new.first_reply_by := auth.uid();
  end if;
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION private.purge_old_leads()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_months integer := coalesce((select s.retention_months from private.lead_settings s where s.singleton), 24);
  v_count integer;
begin
  delete from public.leads where created_at < pg_catalog.now() - pg_catalog.make_interval(months => v_months);
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;
revoke all on function private.purge_old_leads() from public;

CREATE OR REPLACE FUNCTION private.lead_payload(p_lead leads, p_settings private.lead_settings)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_car text;
  v_stock text;
  v_text text;
  v_subject text;
begin
  select v.year || ' ' || v.make || ' ' || v.model, v.stock_number into v_car, v_stock
  from public.vehicles v where v.id = p_lead.vehicle_id;
  if p_lead.kind = 'sell_offer' then
    v_car := (p_lead.sell_draft ->> 'year') || ' ' || (p_lead.sell_draft ->> 'make') || ' ' ||
      (p_lead.sell_draft ->> 'model') || ', ' || (p_lead.sell_draft ->> 'mileage') || ' km, ' ||
      (p_lead.sell_draft ->> 'condition');
  end if;
  v_subject := case p_lead.kind
    when 'test_drive' then 'Test drive request'
    when 'enquiry' then 'Enquiry'
    else 'Sell-your-car offer' end || ' ' || p_lead.reference || coalesce(': ' || v_car, '');
  v_text := v_subject || pg_catalog.chr(10) ||
    'From: ' || p_lead.name || coalesce(', ' || p_lead.mobile, '') || coalesce(', ' || p_lead.email, '') ||
    coalesce(pg_catalog.chr(10) || 'Stock no.: ' || v_stock, '') ||
    coalesce(pg_catalog.chr(10) || 'Preferred: ' || p_lead.preferred_date || ' ' || p_lead.preferred_slot, '') ||
    coalesce(pg_catalog.chr(10) || 'Message: ' || p_lead.message, '');
  return case p_settings.webhook_format
    when 'slack' then pg_catalog.jsonb_build_object('text',
      pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v_text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'))
    when 'discord' then pg_catalog.jsonb_build_object('content', pg_catalog.left(v_text, 2000),
      'allowed_mentions', pg_catalog.jsonb_build_object('parse', '[]'::jsonb))
    when 'resend' then pg_catalog.jsonb_build_object('from', p_settings.email_from, 'to', p_settings.email_to,
      'subject', v_subject, 'text', v_text)
    else pg_catalog.jsonb_build_object(
      'type', 'lead', 'reference', p_lead.reference, 'kind', p_lead.kind, 'subject', v_subject, 'text', v_text,
      'name', p_lead.name, 'mobile', p_lead.mobile, 'email', p_lead.email,
      'preferred_date', p_lead.preferred_date, 'preferred_slot', p_lead.preferred_slot,
      'message', p_lead.message, 'sell_draft', p_lead.sell_draft,
      'vehicle', case when p_lead.vehicle_id is null then null else pg_catalog.jsonb_build_object(
        'id', p_lead.vehicle_id, 'name', v_car, 'stock_number', v_stock) end,
      'created_at', p_lead.created_at)
  end;
end;
$function$;
revoke all on function private.lead_payload(p_lead leads, p_settings private.lead_settings) from public;

CREATE OR REPLACE FUNCTION private.post_lead(p_delivery private.lead_deliveries, p_settings private.lead_settings)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_headers jsonb := '{"Content-Type": "application/json"}'::jsonb;
begin
  if p_settings.webhook_secret is not null then
    v_headers := v_headers || case p_settings.webhook_format
      when 'resend' then pg_catalog.jsonb_build_object('Authorization', 'Bearer ' || p_settings.webhook_secret)
      else pg_catalog.jsonb_build_object('x-lead-secret', p_settings.webhook_secret) end;
  end if;
  return net.http_post(url := p_settings.webhook_url, body := p_delivery.payload, headers := v_headers,
    timeout_milliseconds := 5000);
end;
$function$;
revoke all on function private.post_lead(p_delivery private.lead_deliveries, p_settings private.lead_settings) from public;

CREATE OR REPLACE FUNCTION private.notify_new_lead()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_settings private.lead_settings%rowtype;
  v_delivery private.lead_deliveries%rowtype;
begin
  select * into v_settings from private.lead_settings where singleton;
  if v_settings.webhook_url is null then
    return null;
  end if;
  insert into private.lead_deliveries (lead_id, payload)
  values (new.id, private.lead_payload(new, v_settings))
  returning * into v_delivery;
  update private.lead_deliveries set request_id = private.post_lead(v_delivery, v_settings) where id = v_delivery.id;
  return null;
end;
$function$;
revoke all on function private.notify_new_lead() from public;

CREATE OR REPLACE FUNCTION private.retry_lead_deliveries()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_settings private.lead_settings%rowtype;
  v_delivery private.lead_deliveries%rowtype;
  v_retried integer := 0;
begin
  update private.lead_deliveries d
    set status_code = r.status_code,
        error = coalesce(r.error_msg, case when r.timed_out then 'timed out' end),
        state = case when r.status_code between 200 and 299 then 'delivered'
                     when d.attempt >= 5 then 'given_up' else 'failed' end
  from net._http_response r
  where d.state = 'pending' and r.id = d.request_id;
  -- pg_net keeps its answers 6 hours; a request still unanswered after 10 minutes counts as failed.
  update private.lead_deliveries set state = case when attempt >= 5 then 'given_up' else 'failed' end,
    error = coalesce(error, 'no answer')
  where state = 'pending' and sent_at < pg_catalog.now() - interval '10 minutes';

  select * into v_settings from private.lead_settings where singleton;
  if v_settings.webhook_url is null then
    return 0;
  end if;
  for v_delivery in
    select * from private.lead_deliveries d
    where d.state = 'failed'
      and d.sent_at <= pg_catalog.now() - pg_catalog.make_interval(mins => (2 ^ (d.attempt - 1))::integer)
    order by d.id limit 50
  loop
    insert into private.lead_deliveries (lead_id, attempt, payload)
    values (v_delivery.lead_id, v_delivery.attempt + 1, v_delivery.payload)
    returning * into v_delivery;
    update private.lead_deliveries set request_id = private.post_lead(v_delivery, v_settings) where id = v_delivery.id;
    v_retried := v_retried + 1;
  end loop;
  -- The failed try stays as the record of it; it is no longer a candidate.
  update private.lead_deliveries d set state = 'retried'
  where d.state = 'failed' and exists (
    select 1 from private.lead_deliveries n where n.lead_id = d.lead_id and n.attempt = d.attempt + 1);
  return v_retried;
end;
$function$;
revoke all on function private.retry_lead_deliveries() from public;

CREATE OR REPLACE FUNCTION private.set_lead_webhook(hook_url text, hook_format text DEFAULT 'json'::text, hook_secret text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update private.lead_settings
    set webhook_url = hook_url, webhook_format = coalesce(hook_format, 'json'), webhook_secret = hook_secret,
        updated_at = pg_catalog.now()
  where singleton
$function$;
revoke all on function private.set_lead_webhook(hook_url text, hook_format text, hook_secret text) from public;
grant execute on function private.set_lead_webhook(hook_url text, hook_format text, hook_secret text) to service_role;

CREATE OR REPLACE FUNCTION public.list_lead_assignees()
 RETURNS TABLE(user_id uuid, username text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.user_id, coalesce(p.username, '')::text
  from private.staff_members m
  left join public.profiles p on p.id = m.user_id
  where m.status = 'active' and private.is_staff()
  order by pg_catalog.lower(coalesce(p.username, '')), m.user_id
$function$;
revoke all on function public.list_lead_assignees() from public, anon;

CREATE OR REPLACE FUNCTION private.check_lead_assignee()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.assignee is not null
     and new.assignee is distinct from old.assignee
     and not exists (select 1 from private.staff_members m where m.user_id = new.assignee and m.status = 'active') then
    raise exception 'A lead can be assigned only to an active staff member'
      using errcode = '23514', constraint = 'leads_assignee_is_staff';
  end if;
  return new;
end;
$function$;
revoke all on function private.check_lead_assignee() from public;

CREATE OR REPLACE FUNCTION private.showroom_open(p_date date, p_slot text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- A test drive's slot (HH:MM) starts within the day's opening hours, the last a slot's length
  -- before closing as the form offers them, on a day neither closed each week nor a holiday. Hours
  -- not yet written (a hosted project before its set-up step) leave only the holidays checked.
  select not (p_date = any (c.holidays))
    and (c.hours is null or coalesce(
      pg_catalog.split_part(p_slot, ':', 1)::integer * 60 + pg_catalog.split_part(p_slot, ':', 2)::integer
        between (c.hours -> w.day ->> 'open')::integer
        and (c.hours -> w.day ->> 'close')::integer - c.slot_minutes,
      false))
  from private.dealer_calendar c,
    lateral (select (array['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])[extract(isodow from p_date)::integer] as day) w
  where c.singleton
$function$;
revoke all on function private.showroom_open(p_date date, p_slot text) from public;

-- Triggers

CREATE TRIGGER leads_check_new BEFORE INSERT ON public.leads FOR EACH ROW EXECUTE FUNCTION private.check_new_lead();

CREATE TRIGGER leads_touch BEFORE UPDATE ON public.leads FOR EACH ROW EXECUTE FUNCTION private.touch_lead();

CREATE TRIGGER leads_record_change AFTER INSERT OR DELETE OR UPDATE ON public.leads FOR EACH ROW EXECUTE FUNCTION private.record_lead_change();

CREATE TRIGGER leads_notify AFTER INSERT ON public.leads FOR EACH ROW EXECUTE FUNCTION private.notify_new_lead();

CREATE TRIGGER leads_assignee_is_staff BEFORE UPDATE OF assignee ON public.leads FOR EACH ROW EXECUTE FUNCTION private.check_lead_assignee();

CREATE TRIGGER leads_stamp_first_reply BEFORE UPDATE OF status ON public.leads FOR EACH ROW EXECUTE FUNCTION private.stamp_first_reply();

-- Row-level security policies

create policy leads_insert_by_anyone on public.leads
  for insert
  to anon, authenticated
  with check (((status = 'new'::text) AND (assignee IS NULL) AND (staff_notes = ''::text)));

create policy leads_select_for_staff on public.leads
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy leads_update_for_staff on public.leads
  for update
  to authenticated
  using (( SELECT private.is_staff() AS is_staff))
  with check (( SELECT private.is_staff() AS is_staff));

create policy leads_delete_for_staff on public.leads
  for delete
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy leads_update_two_factor on public.leads
  as restrictive
  for update
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied))
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy leads_delete_two_factor on public.leads
  as restrictive
  for delete
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy leads_sales_no_delete on public.leads
  as restrictive
  for delete
  to authenticated
  using ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

create policy leads_select_two_factor on public.leads
  as restrictive
  for select
  to authenticated
  using (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

create policy lead_history_select_for_staff on public.lead_history
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy lead_history_select_two_factor on public.lead_history
  as restrictive
  for select
  to authenticated
  using (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

create policy lead_reply_settings_select_for_staff on public.lead_reply_settings
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy lead_reply_settings_update_by_owner on public.lead_reply_settings
  for update
  to authenticated
  using ((( SELECT private.staff_role() AS staff_role) = 'owner'::text))
  with check ((( SELECT private.staff_role() AS staff_role) = 'owner'::text));

create policy lead_reply_settings_update_two_factor on public.lead_reply_settings
  as restrictive
  for update
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied))
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

-- Table grants

revoke all on table public.leads from anon;
revoke insert, maintain, references, trigger, truncate, update on table public.leads from authenticated;
grant insert (reference, kind, vehicle_id, name, mobile, email, preferred_date, preferred_slot, message, sell_draft, consent_at, website, lang, asking_price, photos) on table public.leads to anon;
grant insert (reference, kind, vehicle_id, name, mobile, email, preferred_date, preferred_slot, message, sell_draft, consent_at, website, lang, asking_price, photos), update (status, staff_notes, assignee) on table public.leads to authenticated;

revoke all on table public.lead_history from anon;
revoke delete, insert, maintain, references, trigger, truncate, update on table public.lead_history from authenticated;

revoke all on table public.lead_reply_settings from anon;
revoke delete, insert, maintain, references, trigger, truncate, update on table public.lead_reply_settings from authenticated;
grant update (first_target_minutes, second_target_minutes, templates, updated_at) on table public.lead_reply_settings to authenticated;

-- Rows the schema starts with

insert into private.lead_settings (singleton)
values (true);

insert into private.dealer_calendar (singleton)
values (true);

insert into public.lead_reply_settings (singleton)
values (true);

-- Scheduled jobs (pg_cron)

select cron.schedule('mewah-lead-deliveries', '* * * * *', 'select private.retry_lead_deliveries()');

select cron.schedule('mewah-lead-retention', '17 3 * * *', 'select private.purge_old_leads()');
