-- Issue 36 item 2: a sign-up must not buy a longer query. The embedded server gives a request the
-- authenticated statement budget (8 s) only when this says 'trusted': the owner, or a member the
-- owner approved (decided_by is set by set_staff_member_status). An account that made itself staff
-- through the demo's open sign-up ('open' mode, D20) is 'staff': it can edit the stock, and its
-- requests keep the anonymous budget (3 s), except functions that declare their own
-- statement_timeout (the staged CSV import). Anyone else gets null. Hosted Supabase sets the
-- timeout per database role and does not call this (docs/security.md, "Statement timeouts").
create or replace function private.staff_budget()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when m.role = 'owner' or m.decided_by is not null then 'trusted' else 'staff' end
  from private.staff_members m
  where m.user_id = auth.uid() and m.status = 'active'
$$;
revoke execute on function private.staff_budget() from public, anon;
grant execute on function private.staff_budget() to authenticated, service_role;
