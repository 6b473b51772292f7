-- Whom a lead can be given to: any active staff member, chosen by username in the staff inbox.

-- The inbox's list of assignees, for active staff only (the owner's 'Staff' list is the owner's
-- alone and shows emails; this shows usernames and nothing else).
create or replace function public.list_lead_assignees()
returns table (user_id uuid, username text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, coalesce(p.username, '')::text
  from private.staff_members m
  left join public.profiles p on p.id = m.user_id
  where m.status = 'active' and private.is_staff()
  order by pg_catalog.lower(coalesce(p.username, '')), m.user_id
$$;
revoke execute on function public.list_lead_assignees() from public, anon, authenticated;
grant execute on function public.list_lead_assignees() to authenticated, service_role;

-- A lead is assigned to an active staff member or to nobody: a removed member or any other
-- account is refused by name, so the inbox never shows an assignee nobody can act for.
create or replace function private.check_lead_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee is not null
     and new.assignee is distinct from old.assignee
     and not exists (select 1 from private.staff_members m where m.user_id = new.assignee and m.status = 'active') then
    raise exception 'A lead can be assigned only to an active staff member'
      using errcode = '23514', constraint = 'leads_assignee_is_staff';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_lead_assignee() from public, anon, authenticated;
drop trigger if exists leads_assignee_is_staff on public.leads;
create trigger leads_assignee_is_staff
  before update of assignee on public.leads
  for each row execute function private.check_lead_assignee();
