-- Written by `npm run db:diff -- client_address_hops` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

DROP FUNCTION "private"."client_address"();

ALTER TABLE "private"."site_settings" ADD COLUMN "trusted_proxy_hops" integer NOT NULL DEFAULT 1;

ALTER TABLE "private"."site_settings" ADD COLUMN "client_address_header" text;

CREATE OR REPLACE FUNCTION private.client_address()
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  -- The client as the per-address limits count it. Each proxy appends the address it was connected
  -- from to X-Forwarded-For, so the entries a client wrote itself come first: the client is the entry
  -- the outermost trusted proxy appended (private.site_settings.trusted_proxy_hops from the end, as
  -- the embedded server's [api] trusted_proxy_hops; it hands the database that one entry alone), or
  -- a header the platform sets when one is configured. An IPv6 client counts by its /64, the block
  -- one subscriber or host is given.
  v_headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  v_hops integer;
  v_header text;
  v_chain text[];
  v_address text;
begin
  if v_headers is null then
    return null;
  end if;
  select s.trusted_proxy_hops, s.client_address_header into v_hops, v_header
  from private.site_settings s where s.singleton;
  if v_header is not null then
    v_address := nullif(pg_catalog.btrim(v_headers ->> v_header), '');
  end if;
  if v_address is null then
    v_chain := array(
      select pg_catalog.btrim(e)
      from pg_catalog.unnest(pg_catalog.string_to_array(v_headers ->> 'x-forwarded-for', ',')) e
      where pg_catalog.btrim(e) <> ''
    );
    if pg_catalog.cardinality(v_chain) = 0 then
      return null;
    end if;
    -- Fewer entries than trusted hops: the leftmost (the request came through fewer proxies).
    v_address := v_chain[greatest(1, pg_catalog.cardinality(v_chain) + 1 - coalesce(v_hops, 1))];
  end if;
  v_address := pg_catalog.regexp_replace(v_address, '^::ffff:([0-9]+\.[0-9]+\.[0-9]+\.[0-9]+)$', '\1', 'i');
  if pg_catalog.strpos(v_address, ':') > 0 then
    begin
      return pg_catalog.network(pg_catalog.set_masklen(pg_catalog.regexp_replace(v_address, '%.*$', '')::inet, 64))::text;
    exception when invalid_text_representation then
      return v_address;
    end;
  end if;
  return v_address;
end;
$function$;

ALTER FUNCTION "private"."client_address"() OWNER TO "postgres";

ALTER TABLE "private"."site_settings" ADD CONSTRAINT "site_settings_client_address_header_check" CHECK ((client_address_header ~ '^[a-z0-9-]{1,64}$'::text));

ALTER TABLE "private"."site_settings" ADD CONSTRAINT "site_settings_trusted_proxy_hops_check" CHECK (((trusted_proxy_hops >= 1) AND (trusted_proxy_hops <= 10)));

COMMENT ON COLUMN "private"."site_settings"."client_address_header" IS 'A header the platform sets to the client address and a client cannot choose (cf-connecting-ip); when present it wins over X-Forwarded-For.';

COMMENT ON COLUMN "private"."site_settings"."trusted_proxy_hops" IS 'How many proxies in front of the database appended their hop to X-Forwarded-For: the client is that many entries from the end (docs/deploying.md, "Client addresses behind a proxy").';

REVOKE ALL ON FUNCTION "private"."client_address"() FROM PUBLIC;
