-- Leads: what a buyer or a seller sends from the dealer's own site (PUBLIC_SITE_MODE=live,
-- docs/features.md "Live mode"): a test-drive booking, an enquiry about a car, or an offer of
-- their own car. Visitors may insert and never read, update or delete; every limit lives here
-- (lengths, open requests per mobile number and car, requests per client address a hour, a
-- honeypot); staff work them in /manage-inventory/leads, every change goes into lead_history; the
-- dealer hears of each new one through a webhook (pg_net, retried, each delivery recorded); leads
-- older than the retention setting are deleted every night (pg_cron).

-- 1. Settings: one row an operator changes with SQL (docs/deploying.md "Going live") -------------
create table if not exists private.lead_settings (
  singleton boolean primary key default true check (singleton),
  -- Deleted this many months after they came in (PDPA: kept no longer than needed).
  retention_months integer not null default 24 check (retention_months between 1 and 120),
  -- Open leads (new, contacted, test drive booked) one mobile number may hold on one car.
  open_per_mobile_and_car integer not null default 3 check (open_per_mobile_and_car between 1 and 100),
  -- Leads from one client address (first x-forwarded-for entry) in any hour.
  per_address_per_hour integer not null default 10 check (per_address_per_hour between 1 and 100000),
  -- Where each new lead is posted; null: nowhere. 'json' (the whole lead, with a `text` summary
  -- Google Chat shows as it is), 'slack' (text with Slack's &, <, > escaped), 'discord' (content,
  -- no mentions) or 'resend' (an email through Resend's API: from, to, subject, text).
  webhook_url text check (webhook_url ~ '^https?://'),
  webhook_format text not null default 'json' check (webhook_format in ('json', 'slack', 'discord', 'resend')),
  -- Sent as `x-lead-secret`, or as the Bearer token for 'resend'.
  webhook_secret text,
  -- 'resend' only: the sender and the dealer's address.
  email_from text,
  email_to text,
  updated_at timestamptz not null default now()
);
insert into private.lead_settings default values on conflict (singleton) do nothing;
alter table private.lead_settings enable row level security;
revoke all on private.lead_settings from public, anon, authenticated;

-- 2. The table ----------------------------------------------------------------------------------
create or replace function private.new_lead_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  -- Four characters that read back over a phone (no 0/O, 1/I), as src/lib/leads/lead.ts makes them.
  select 'MM-' || pg_catalog.string_agg(
    pg_catalog.substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + pg_catalog.floor(pg_catalog.random() * 32)::integer, 1), '')
  from pg_catalog.generate_series(1, 4)
$$;
revoke execute on function private.new_lead_reference() from public, anon, authenticated;

create table if not exists public.leads (
  id uuid primary key default gen_random_uuid(),
  -- The visitor's short reference (the form makes it, so the confirmation can show it without
  -- reading the row back); the trigger makes one when the insert leaves it out.
  reference text not null
    constraint leads_reference_format check (reference ~ '^[A-Z]{1,3}-[2-9A-HJ-NP-Z]{4}$'),
  kind text not null constraint leads_kind_option check (kind in ('test_drive', 'enquiry', 'sell_offer')),
  -- Kept when the car is later deleted for good: the lead says which car it was about until then.
  vehicle_id uuid references public.vehicles (id) on delete set null,
  name text not null constraint leads_name_length check (char_length(name) between 1 and 100),
  -- One written form, +60 then the number without its leading 0 (the form normalises it).
  mobile text constraint leads_mobile_format check (mobile ~ '^\+601(1[0-9]{8}|[02-9][0-9]{7})$'),
  email text constraint leads_email_format check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  preferred_date date,
  preferred_slot text constraint leads_slot_format check (preferred_slot ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  message text constraint leads_message_length check (char_length(message) <= 2000),
  -- The sell form's draft: {make, model, year, mileage, condition}.
  sell_draft jsonb,
  consent_at timestamptz not null,
  -- The honeypot: accepted by the API, never stored (the trigger drops a lead that fills it).
  website text constraint leads_website_never_stored check (website is null),
  status text not null default 'new'
    constraint leads_status_option check (status in ('new', 'contacted', 'test_drive_booked', 'won', 'lost')),
  staff_notes text not null default '' constraint leads_notes_length check (char_length(staff_notes) <= 4000),
  assignee uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_reference_unique unique (reference),
  constraint leads_contact_given check (mobile is not null or email is not null),
  constraint leads_sell_draft_shape check (
    sell_draft is null or (
      pg_catalog.jsonb_typeof(sell_draft) = 'object'
      and char_length(sell_draft ->> 'make') between 1 and 40
      and char_length(sell_draft ->> 'model') between 1 and 60
      and (sell_draft ->> 'year') ~ '^(19|20)[0-9]{2}$'
      and char_length(sell_draft ->> 'mileage') between 1 and 20
      and (sell_draft ->> 'condition') in ('excellent', 'very-good', 'good', 'fair')
      and sell_draft - array['make', 'model', 'year', 'mileage', 'condition'] = '{}'::jsonb
    )
  ),
  constraint leads_kind_shape check (
    case kind
      when 'sell_offer' then vehicle_id is null and sell_draft is not null and mobile is not null
        and preferred_date is null and preferred_slot is null
      when 'test_drive' then sell_draft is null and mobile is not null
        and preferred_date is not null and preferred_slot is not null
      else sell_draft is null and preferred_date is null and preferred_slot is null
    end
  )
);
comment on table public.leads is
  'Test-drive bookings, enquiries and sell-your-car offers from the live site; visitors insert only.';
create index if not exists leads_created_idx on public.leads (created_at desc);
create index if not exists leads_mobile_idx on public.leads (mobile, vehicle_id) where mobile is not null;
create index if not exists leads_email_idx on public.leads (pg_catalog.lower(email)) where email is not null;

alter table public.leads enable row level security;
revoke all on table public.leads from public, anon, authenticated;
-- Visitors name these columns and nothing else; status, notes, assignee and times are the defaults.
grant insert (reference, kind, vehicle_id, name, mobile, email, preferred_date, preferred_slot, message,
  sell_draft, consent_at, website) on table public.leads to anon, authenticated;
grant select, delete on table public.leads to authenticated;
grant update (status, staff_notes, assignee) on table public.leads to authenticated;
grant all on table public.leads to service_role;

create policy leads_insert_by_anyone on public.leads
  for insert to anon, authenticated
  with check (status = 'new' and assignee is null and staff_notes = '');
create policy leads_select_for_staff on public.leads
  for select to authenticated using ((select private.is_staff()));
create policy leads_update_for_staff on public.leads
  for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy leads_delete_for_staff on public.leads
  for delete to authenticated using ((select private.is_staff()));
-- Staff writes need the second factor once the account has one (20261128100000_security_round_five.sql).
create policy leads_update_two_factor on public.leads
  as restrictive for update to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));
create policy leads_delete_two_factor on public.leads
  as restrictive for delete to authenticated
  using ((select private.two_factor_satisfied()));

-- 3. A visitor's limits: checked before the row is written -------------------------------------
create table if not exists private.lead_submissions (
  address text not null,
  at timestamptz not null default now()
);
create index if not exists lead_submissions_idx on private.lead_submissions (address, at);
alter table private.lead_submissions enable row level security;
revoke all on private.lead_submissions from public, anon, authenticated;

create or replace function private.check_new_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
  new.reference := coalesce(new.reference, private.new_lead_reference());
  -- Whatever a visitor's request says, these start as a new lead's (column grants refuse them anyway).
  new.status := 'new';
  new.staff_notes := '';
  new.assignee := null;
  new.created_at := pg_catalog.now();
  new.updated_at := pg_catalog.now();
  new.name := pg_catalog.btrim(new.name);
  new.email := nullif(pg_catalog.lower(pg_catalog.btrim(new.email)), '');
  new.message := nullif(pg_catalog.btrim(new.message), '');

  if char_length(new.name) = 0 or char_length(new.name) > 100 then
    raise exception 'The name must be 1 to 100 characters' using errcode = '23514';
  end if;
  if char_length(new.message) > 2000 then
    raise exception 'The message must be at most 2000 characters' using errcode = '23514';
  end if;
  if new.consent_at is null or new.consent_at > pg_catalog.now() + interval '1 minute' then
    raise exception 'A lead needs the visitor''s consent' using errcode = '23514';
  end if;
  if new.kind = 'test_drive' and (new.preferred_date <= v_today or new.preferred_date > v_today + 30) then
    raise exception 'A test drive is booked from tomorrow to 30 days ahead' using errcode = '23514';
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
$$;
revoke execute on function private.check_new_lead() from public, anon, authenticated;

drop trigger if exists leads_check_new on public.leads;
create trigger leads_check_new
  before insert on public.leads
  for each row execute function private.check_new_lead();

create or replace function private.touch_lead()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
drop trigger if exists leads_touch on public.leads;
create trigger leads_touch
  before update on public.leads
  for each row execute function private.touch_lead();

-- 4. The audit trail: who changed a lead's status, notes or assignee, when ---------------------
-- Like vehicle_history (20261123000230_audit_trail.sql). It keeps no contact details, so erasing a
-- person's leads erases them everywhere; the notes' text goes with the lead.
create table if not exists public.lead_history (
  id bigint generated always as identity primary key,
  lead_id uuid not null,
  action text not null constraint lead_history_action_option check (action in ('insert', 'update', 'delete')),
  actor_id uuid,
  actor_role text not null,
  changed_at timestamptz not null default now(),
  changes jsonb not null
);
create index if not exists lead_history_lead_idx on public.lead_history (lead_id, id desc);
alter table public.lead_history enable row level security;
create policy lead_history_select_for_staff on public.lead_history
  for select to authenticated using ((select private.is_staff()));
revoke all on table public.lead_history from public, anon, authenticated;
grant select on table public.lead_history to authenticated;
grant all on table public.lead_history to service_role;

create or replace function private.record_lead_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.record_lead_change() from public, anon, authenticated;
drop trigger if exists leads_record_change on public.leads;
create trigger leads_record_change
  after insert or update or delete on public.leads
  for each row execute function private.record_lead_change();

-- 5. Staff helpers ------------------------------------------------------------------------------
-- The number of new leads, for the staff navigation's badge. Staff only (0 for anyone else).
create or replace function public.count_new_leads()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.count(*)::integer from public.leads where status = 'new'
$$;
revoke execute on function public.count_new_leads() from public, anon;
grant execute on function public.count_new_leads() to authenticated, service_role;

-- A person's request to be forgotten (PDPA): every lead of this mobile number or email. Runs as the
-- caller, so the staff and two-factor policies decide; returns how many were deleted.
create or replace function public.delete_leads_of(p_mobile text default null, p_email text default null)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_mobile is null and p_email is null then
    raise exception 'Give the mobile number or the email whose leads to delete' using errcode = '22023';
  end if;
  delete from public.leads
  where (p_mobile is not null and mobile = p_mobile)
     or (p_email is not null and pg_catalog.lower(email) = pg_catalog.lower(pg_catalog.btrim(p_email)));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke execute on function public.delete_leads_of(text, text) from public, anon;
grant execute on function public.delete_leads_of(text, text) to authenticated, service_role;

-- 6. Retention: every night, leads older than the setting go ---------------------------------
create or replace function private.purge_old_leads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_months integer := coalesce((select s.retention_months from private.lead_settings s where s.singleton), 24);
  v_count integer;
begin
  delete from public.leads where created_at < pg_catalog.now() - pg_catalog.make_interval(months => v_months);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke execute on function private.purge_old_leads() from public, anon, authenticated;

-- 7. The dealer hears of it: each new lead posted to the webhook, retried, each try recorded ----
create table if not exists private.lead_deliveries (
  id bigint generated always as identity primary key,
  lead_id uuid not null,
  attempt integer not null default 1,
  -- pg_net's request id; its answer is read from net._http_response.
  request_id bigint,
  sent_at timestamptz not null default now(),
  status_code integer,
  error text,
  -- 'pending' until pg_net answers; 'delivered' on a 2xx; 'failed' until posted again ('retried'),
  -- or 'given_up' after the fifth try.
  state text not null default 'pending' check (state in ('pending', 'delivered', 'failed', 'retried', 'given_up')),
  payload jsonb not null
);
create index if not exists lead_deliveries_pending_idx on private.lead_deliveries (state) where state in ('pending', 'failed');
alter table private.lead_deliveries enable row level security;
revoke all on private.lead_deliveries from public, anon, authenticated;

-- The lead as the receiver reads it. `text` is plain text: nothing a visitor typed becomes markup.
create or replace function private.lead_payload(p_lead public.leads, p_settings private.lead_settings)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.lead_payload(public.leads, private.lead_settings) from public, anon, authenticated;

create or replace function private.post_lead(p_delivery private.lead_deliveries, p_settings private.lead_settings)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.post_lead(private.lead_deliveries, private.lead_settings) from public, anon, authenticated;

create or replace function private.notify_new_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.notify_new_lead() from public, anon, authenticated;
drop trigger if exists leads_notify on public.leads;
create trigger leads_notify
  after insert on public.leads
  for each row execute function private.notify_new_lead();

-- Reads pg_net's answers, and posts again what failed: at most 5 tries, 1, 2, 4 and 8 minutes
-- apart. Run every minute by the cron job below; returns how many it posted again.
create or replace function private.retry_lead_deliveries()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.retry_lead_deliveries() from public, anon, authenticated;

-- Registers (or, with a null url, removes) the webhook; the local server sets its own at start.
create or replace function private.set_lead_webhook(
  hook_url text, hook_format text default 'json', hook_secret text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.lead_settings
    set webhook_url = hook_url, webhook_format = coalesce(hook_format, 'json'), webhook_secret = hook_secret,
        updated_at = pg_catalog.now()
  where singleton
$$;
revoke execute on function private.set_lead_webhook(text, text, text) from public, anon, authenticated;
grant execute on function private.set_lead_webhook(text, text, text) to service_role;

-- 8. The jobs (cron.schedule replaces a job of the same name) ----------------------------------
select cron.schedule('mewah-lead-deliveries', '* * * * *', 'select private.retry_lead_deliveries()');
select cron.schedule('mewah-lead-retention', '17 3 * * *', 'select private.purge_old_leads()');
