// The owner's 'Staff' list on /manage-inventory: every account with its state, pending ones first,
// approve or remove in one click, and whether new accounts need approval.
import { useEffect, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import Options from '~/components/ui/Options';
import { fetchSignupMode, listStaff, saveSignupMode, setMemberRole, setMemberStatus } from '~/data/staff';
import { refreshPendingStaff } from '~/features/admin/workspace/StaffNav';
import SalesCutLimitSetting from './SalesCutLimitSetting';
import { getSupabase } from '~/data/supabase';
import { SIGNUP_MODES, type SignupMode, type StaffMember } from '~/lib/staff/membership';
import { STAFF_WORDS } from '~/lib/staff-words';

const STATUS_LABEL: Record<StaffMember['status'], string> = { pending: 'Pending', active: 'Staff', removed: 'Removed' };
const MODE_LABEL: Record<SignupMode, string> = {
  open: 'Open: new accounts are staff at once',
  approval: 'Approval: new accounts wait for the owner',
};
/** What the owner can do to a member: each is offered unless the member is already in that state. */
const DECISIONS = [
  { status: 'active', label: 'Approve', variant: 'primary' },
  { status: 'removed', label: 'Remove', variant: 'danger' },
] as const;

/** Every account and whether new ones need approval, read together. */
async function readStaff(): Promise<{ members: StaffMember[]; mode: SignupMode }> {
  const client = getSupabase();
  const [members, mode] = await Promise.all([listStaff(client), fetchSignupMode(client)]);
  return { members, mode };
}

export default function StaffPanel() {
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [mode, setMode] = useState<SignupMode | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () =>
    readStaff().then(
      (staff) => {
        setMembers(staff.members);
        setMode(staff.mode);
        setFailed(false);
      },
      () => setFailed(true),
    );
  useEffect(() => {
    void load();
  }, []);

  const decide = async (m: StaffMember, next: 'active' | 'removed') => {
    setBusy(m.user_id);
    try {
      await setMemberStatus(getSupabase(), m.user_id, next);
      void notify('success', next === 'active' ? STAFF_WORDS.staff.approved : STAFF_WORDS.staff.removedMember);
      await load();
      void refreshPendingStaff();
    } catch {
      void notify('error', STAFF_WORDS.staff.actionFailed);
    }
    setBusy(null);
  };

  const changeRole = async (m: StaffMember, role: 'manager' | 'sales') => {
    setBusy(m.user_id);
    try {
      await setMemberRole(getSupabase(), m.user_id, role);
      void notify('success', STAFF_WORDS.workspace.roleChanged);
      await load();
    } catch {
      void notify('error', STAFF_WORDS.staff.actionFailed);
    }
    setBusy(null);
  };

  const changeMode = async (next: SignupMode) => {
    setBusy('mode');
    try {
      await saveSignupMode(getSupabase(), next);
      setMode(next);
      void notify('success', STAFF_WORDS.staff.modeChanged);
    } catch {
      void notify('error', STAFF_WORDS.staff.actionFailed);
    }
    setBusy(null);
  };

  return (
    <section aria-labelledby="staff-heading" className="mt-16 border-t border-line pt-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="staff-heading" className="font-display text-3xl text-cream">
            Staff
          </h2>
          <p className="mt-2 text-cream-muted">Approve new accounts or remove their access.</p>
        </div>
        {mode && (
          <label className="flex flex-col gap-1.5 text-sm text-cream">
            New accounts
            <select
              className="field"
              value={mode}
              disabled={busy !== null}
              onChange={(e) => void changeMode(e.target.value as SignupMode)}
            >
              <Options values={SIGNUP_MODES} label={(m) => MODE_LABEL[m]} />
            </select>
          </label>
        )}
      </div>
      <SalesCutLimitSetting />
      {failed && <p className="mt-6 text-cream-muted">{STAFF_WORDS.staff.actionFailed}</p>}
      {members && (
        <ul className="mt-6 divide-y divide-line rounded-2xl border border-line" aria-label="Staff accounts">
          {members.map((m) => (
            <li
              key={m.user_id}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="text-cream">{m.username ?? m.email}</p>
                <p className="text-sm text-cream-dim">
                  {m.email} · {m.role === 'owner' ? 'Owner' : STATUS_LABEL[m.status]}
                </p>
              </div>
              {m.role !== 'owner' && (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`role-${m.user_id}`}>
                    {STAFF_WORDS.workspace.roleOf(m.username ?? m.email)}
                  </label>
                  <select
                    id={`role-${m.user_id}`}
                    className="field w-32"
                    value={m.role}
                    disabled={busy !== null}
                    onChange={(e) => void changeRole(m, e.target.value as 'manager' | 'sales')}
                  >
                    <option value="manager">{STAFF_WORDS.workspace.manager}</option>
                    <option value="sales">{STAFF_WORDS.workspace.sales}</option>
                  </select>
                  {DECISIONS.filter((d) => m.status !== d.status).map((d) => (
                    <button
                      key={d.status}
                      type="button"
                      className={buttonClass(d.variant, 'sm')}
                      disabled={busy !== null}
                      aria-label={`${d.label} ${m.username ?? m.email}`}
                      onClick={() => void decide(m, d.status)}
                    >
                      {d.label}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
