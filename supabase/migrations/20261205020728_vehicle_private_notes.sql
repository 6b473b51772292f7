-- Written by `npm run db:diff -- vehicle_private_notes` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

CREATE TABLE "public"."vehicle_private_notes" ("vehicle_id" uuid NOT NULL, "note" text NOT NULL, "updated_at" timestamp with time zone NOT NULL DEFAULT now(), CONSTRAINT "vehicle_private_notes_note_length" CHECK ((char_length(note) <= 4000)), CONSTRAINT "vehicle_private_notes_note_not_blank" CHECK ((btrim(note) <> ''::text)), CONSTRAINT "vehicle_private_notes_pkey" PRIMARY KEY (vehicle_id), "updated_by" uuid DEFAULT auth.uid());

ALTER TABLE "public"."vehicle_private_notes" ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE "public"."vehicle_private_notes" FROM "anon";

ALTER TABLE "public"."vehicle_private_notes" OWNER TO "postgres";

CREATE OR REPLACE FUNCTION private.stamp_private_note()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := auth.uid();
  return new;
end;
$function$;

ALTER FUNCTION "private"."stamp_private_note"() OWNER TO "postgres";

ALTER TABLE "public"."vehicle_private_notes" ADD CONSTRAINT "vehicle_private_notes_vehicle_id_fkey" FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE;

CREATE TRIGGER vehicle_private_notes_stamp BEFORE INSERT OR UPDATE ON public.vehicle_private_notes FOR EACH ROW EXECUTE FUNCTION private.stamp_private_note();

CREATE POLICY "vehicle_private_notes_delete_for_staff" ON "public"."vehicle_private_notes" FOR DELETE TO "authenticated" USING (( SELECT private.is_staff() AS is_staff));

CREATE POLICY "vehicle_private_notes_delete_two_factor" ON "public"."vehicle_private_notes" AS RESTRICTIVE FOR DELETE TO "authenticated" USING (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

CREATE POLICY "vehicle_private_notes_insert_for_staff" ON "public"."vehicle_private_notes" FOR INSERT TO "authenticated" WITH CHECK (( SELECT private.is_staff() AS is_staff));

CREATE POLICY "vehicle_private_notes_insert_two_factor" ON "public"."vehicle_private_notes" AS RESTRICTIVE FOR INSERT TO "authenticated" WITH CHECK (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

CREATE POLICY "vehicle_private_notes_select_for_staff" ON "public"."vehicle_private_notes" FOR SELECT TO "authenticated" USING (( SELECT private.is_staff() AS is_staff));

CREATE POLICY "vehicle_private_notes_select_two_factor" ON "public"."vehicle_private_notes" AS RESTRICTIVE FOR SELECT TO "authenticated" USING (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

CREATE POLICY "vehicle_private_notes_update_for_staff" ON "public"."vehicle_private_notes" FOR UPDATE TO "authenticated" USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

CREATE POLICY "vehicle_private_notes_update_two_factor" ON "public"."vehicle_private_notes" AS RESTRICTIVE FOR UPDATE TO "authenticated" USING (( SELECT private.two_factor_satisfied() AS two_factor_satisfied)) WITH CHECK (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

COMMENT ON TABLE "public"."vehicle_private_notes" IS 'Each car''s staff-only note (the dealer''s remarks: buyers, deposits, trade-ins); never on a public page, so it is kept out of vehicles, whose rows the public reads.';

REVOKE ALL ON FUNCTION "private"."stamp_private_note"() FROM PUBLIC;

REVOKE ALL ON TABLE "public"."vehicle_private_notes" FROM "authenticated";

GRANT DELETE, SELECT ON TABLE "public"."vehicle_private_notes" TO "authenticated";

REVOKE ALL ON TABLE "public"."vehicle_private_notes" FROM "postgres";

GRANT DELETE, INSERT, MAINTAIN, REFERENCES, SELECT, TRIGGER, TRUNCATE, UPDATE ON TABLE "public"."vehicle_private_notes" TO "postgres";

GRANT DELETE, INSERT, MAINTAIN, REFERENCES, SELECT, TRIGGER, TRUNCATE, UPDATE ON TABLE "public"."vehicle_private_notes" TO "service_role";

-- The column grants after the table-wide revoke above, which clears them too.
REVOKE ALL ("note") ON TABLE "public"."vehicle_private_notes" FROM "authenticated";

GRANT INSERT ("note"), UPDATE ("note") ON TABLE "public"."vehicle_private_notes" TO "authenticated";

REVOKE ALL ("vehicle_id") ON TABLE "public"."vehicle_private_notes" FROM "authenticated";

GRANT INSERT ("vehicle_id") ON TABLE "public"."vehicle_private_notes" TO "authenticated";
