-- Written by `npm run db:diff -- lead_clock_roles_offer_photos` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

CREATE TABLE "public"."lead_reply_settings" ("singleton" boolean NOT NULL DEFAULT true, "first_target_minutes" integer NOT NULL DEFAULT 5, "second_target_minutes" integer NOT NULL DEFAULT 60, "templates" jsonb NOT NULL DEFAULT '{}'::jsonb, "updated_at" timestamp with time zone NOT NULL DEFAULT now(), CONSTRAINT "lead_reply_settings_pkey" PRIMARY KEY (singleton), CONSTRAINT "lead_reply_settings_singleton_check" CHECK (singleton), CONSTRAINT "lead_reply_settings_targets_check" CHECK ((((first_target_minutes >= 1) AND (first_target_minutes <= 1440)) AND (second_target_minutes > first_target_minutes) AND (second_target_minutes <= 10080))), CONSTRAINT "lead_reply_settings_templates_check" CHECK (((jsonb_typeof(templates) = 'object'::text) AND (octet_length((templates)::text) <= 20000))));

ALTER TABLE "public"."lead_reply_settings" ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE "public"."lead_reply_settings" FROM "anon";

ALTER TABLE "public"."lead_reply_settings" OWNER TO "postgres";

ALTER TABLE "public"."leads" ADD COLUMN "first_reply_at" timestamp with time zone;

ALTER TABLE "public"."leads" ADD COLUMN "first_reply_by" uuid;

ALTER TABLE "public"."leads" ADD COLUMN "lang" text NOT NULL DEFAULT 'en'::text;

ALTER TABLE "public"."leads" ADD COLUMN "asking_price" integer;

ALTER TABLE "public"."leads" ADD COLUMN "photos" text[] NOT NULL DEFAULT '{}'::text[];

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

ALTER FUNCTION "private"."lead_is_of"(text, text, text, text) OWNER TO "postgres";

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

ALTER FUNCTION "private"."stamp_first_reply"() OWNER TO "postgres";

CREATE OR REPLACE FUNCTION public.count_leads_of(p_mobile text DEFAULT NULL::text, p_email text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- What delete_leads_of would delete, counted (as far as RLS shows the caller), for its confirmation.
  select pg_catalog.count(*)::integer from public.leads l where private.lead_is_of(l.mobile, l.email, p_mobile, p_email)
$function$;

REVOKE ALL ON FUNCTION "public"."count_leads_of"(text, text) FROM "anon";

ALTER FUNCTION "public"."count_leads_of"(text, text) OWNER TO "postgres";

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

CREATE OR REPLACE FUNCTION public.export_leads(p_status text DEFAULT NULL::text, p_kind text DEFAULT NULL::text)
 RETURNS SETOF public.leads
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

REVOKE ALL ON FUNCTION "public"."export_leads"(text, text) FROM "anon";

ALTER FUNCTION "public"."export_leads"(text, text) OWNER TO "postgres";

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

REVOKE ALL ON FUNCTION "public"."record_lead_reply"(uuid) FROM "anon";

ALTER FUNCTION "public"."record_lead_reply"(uuid) OWNER TO "postgres";

ALTER TABLE "public"."leads" ADD CONSTRAINT "leads_asking_price_range" CHECK (((asking_price IS NULL) OR ((kind = 'sell_offer'::text) AND ((asking_price >= 1000) AND (asking_price <= 100000000)))));

ALTER TABLE "public"."leads" ADD CONSTRAINT "leads_first_reply_by_fkey" FOREIGN KEY (first_reply_by) REFERENCES auth.users(id) ON DELETE SET NULL;

ALTER TABLE "public"."leads" ADD CONSTRAINT "leads_lang_option" CHECK ((lang = ANY (ARRAY['en'::text, 'ms'::text])));

ALTER TABLE "public"."leads" ADD CONSTRAINT "leads_photos_shape" CHECK (((cardinality(photos) <= 6) AND (array_position(photos, NULL::text) IS NULL) AND ((cardinality(photos) = 0) OR (kind = 'sell_offer'::text)) AND (array_to_string(photos, ' '::text) ~ '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[1-6][.]jpg ?)*$'::text)));

CREATE TRIGGER leads_stamp_first_reply BEFORE UPDATE OF status ON public.leads FOR EACH ROW EXECUTE FUNCTION private.stamp_first_reply();

CREATE POLICY "lead_reply_settings_select_for_staff" ON "public"."lead_reply_settings" FOR SELECT TO "authenticated" USING (( SELECT private.is_staff() AS is_staff));

CREATE POLICY "lead_reply_settings_update_by_owner" ON "public"."lead_reply_settings" FOR UPDATE TO "authenticated" USING ((( SELECT private.staff_role() AS staff_role) = 'owner'::text)) WITH CHECK ((( SELECT private.staff_role() AS staff_role) = 'owner'::text));

CREATE POLICY "lead_reply_settings_update_two_factor" ON "public"."lead_reply_settings" AS RESTRICTIVE FOR UPDATE TO "authenticated" USING (( SELECT private.two_factor_satisfied() AS two_factor_satisfied)) WITH CHECK (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

CREATE POLICY "lead_photos_delete_for_managers" ON "storage"."objects" FOR DELETE TO "authenticated" USING (((bucket_id = 'lead-photos'::text) AND (( SELECT private.staff_role() AS staff_role) = ANY (ARRAY['owner'::text, 'manager'::text])) AND ( SELECT private.two_factor_satisfied() AS two_factor_satisfied)));

CREATE POLICY "lead_photos_insert_by_visitors" ON "storage"."objects" FOR INSERT TO "anon", "authenticated" WITH CHECK (((bucket_id = 'lead-photos'::text) AND (name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[1-6][.]jpg$'::text)));

CREATE POLICY "lead_photos_select_for_staff" ON "storage"."objects" FOR SELECT TO "authenticated" USING (((bucket_id = 'lead-photos'::text) AND ( SELECT private.is_staff() AS is_staff) AND ( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled)));

COMMENT ON COLUMN "public"."leads"."first_reply_at" IS 'When a staff member first answered: the status first moved on from new, or a call, WhatsApp or email was first tapped on it.';

COMMENT ON COLUMN "public"."leads"."lang" IS 'The language the visitor wrote in (the page''s), which the replies use.';

COMMENT ON COLUMN "public"."leads"."photos" IS 'A sell offer''s photos: paths in the private lead-photos bucket.';

COMMENT ON TABLE "public"."lead_reply_settings" IS 'The owner''s reply targets (minutes of opening hours) and reply templates; empty templates: the staff words'' own.';

REVOKE ALL ON FUNCTION "private"."lead_is_of"(text, text, text, text) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."lead_is_of"(text, text, text, text) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."count_leads_of"(text, text) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "public"."count_leads_of"(text, text) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."count_leads_of"(text, text) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."count_leads_of"(text, text) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."count_leads_of"(text, text) TO "service_role";

REVOKE ALL ON FUNCTION "public"."export_leads"(text, text) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "public"."export_leads"(text, text) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."export_leads"(text, text) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."export_leads"(text, text) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."export_leads"(text, text) TO "service_role";

REVOKE ALL ON FUNCTION "public"."record_lead_reply"(uuid) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "public"."record_lead_reply"(uuid) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."record_lead_reply"(uuid) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."record_lead_reply"(uuid) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."record_lead_reply"(uuid) TO "service_role";

REVOKE DELETE, INSERT, MAINTAIN, REFERENCES, TRIGGER, TRUNCATE, UPDATE ON TABLE "public"."lead_reply_settings" FROM "authenticated";
GRANT UPDATE ("first_target_minutes", "second_target_minutes", "templates", "updated_at") ON TABLE "public"."lead_reply_settings" TO "authenticated";
-- Rows: the settings singleton and the private bucket (pg-delta writes no data).
INSERT INTO public.lead_reply_settings (singleton) VALUES (true);
INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES ('lead-photos', 'lead-photos', false, 10485760, ARRAY['image/jpeg']);
GRANT INSERT ("lang", "asking_price", "photos") ON TABLE "public"."leads" TO "anon", "authenticated";
