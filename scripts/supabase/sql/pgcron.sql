-- pg_cron's SQL surface (citusdata/pg_cron, as hosted Supabase ships it): schema `cron`, the job
-- table, the run log, cron.schedule/unschedule. The runner in ../db/pgcron.ts plays pg_cron's
-- background worker. Run once per bootstrap, as superuser; idempotent so restarts can re-run it.
create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- pg_cron accepts five cron fields, '@daily'-style names and '[1-59] seconds'; the runner
-- understands the same (a schedule it cannot read is refused here, as pg_cron refuses it).
create or replace function cron._valid_schedule(schedule text)
returns boolean language sql immutable set search_path = '' as $$
  select schedule ~* '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
      or schedule ~* '^\s*@(yearly|annually|monthly|weekly|daily|hourly|reboot)\s*$'
      or schedule ~ '^\s*[0-9*/,-]+(\s+[0-9*/,-]+){4}\s*$'
$$;

-- cron.schedule(name, schedule, command): a job of the same name (and user) is replaced.
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint language plpgsql set search_path = '' as $$
declare id bigint;
begin
  if not cron._valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (schedule, command, jobname)
  values (schedule, command, job_name)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end;
$$;

create or replace function cron.schedule(schedule text, command text)
returns bigint language plpgsql set search_path = '' as $$
declare id bigint;
begin
  if not cron._valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end;
$$;

create or replace function cron.unschedule(job_name text)
returns boolean language plpgsql set search_path = '' as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;

create or replace function cron.unschedule(job_id bigint)
returns boolean language plpgsql set search_path = '' as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;

revoke all on schema cron from public;
revoke all on all tables in schema cron from public, anon, authenticated;
revoke all on all functions in schema cron from public, anon, authenticated;
grant usage on schema cron to postgres;
