-- The storage schema as the Storage API expects it: buckets and objects under RLS, the path
-- helpers policies use (storage.foldername/filename/extension), and hosted Supabase's grants.
create schema if not exists storage;
grant usage on schema storage to postgres, anon, authenticated, service_role, supabase_storage_admin;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  version text,
  user_metadata jsonb,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);
create index if not exists objects_name_prefix_idx on storage.objects (bucket_id, name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role, postgres, supabase_storage_admin;

-- 'a/b/c.png' → {a,b}
create or replace function storage.foldername(name text) returns text[]
language sql immutable set search_path = ''
as $$ select (string_to_array(name, '/'))[1 : cardinality(string_to_array(name, '/')) - 1] $$;

-- 'a/b/c.png' → 'c.png'
create or replace function storage.filename(name text) returns text
language sql immutable set search_path = ''
as $$ select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))] $$;

-- 'a/b/c.png' → 'png' (the whole name when there is no dot, as Storage answers)
create or replace function storage.extension(name text) returns text
language sql immutable set search_path = ''
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql set search_path = ''
as $$ begin new.updated_at = now(); return new; end $$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
