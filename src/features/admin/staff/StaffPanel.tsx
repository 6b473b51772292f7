// The owner's 'Staff' list on /manage-inventory: every account with its state, pending ones first,
// approve or remove in one click, and whether new accounts need approval. Drawn first from the
// page's early answers (FirstStaff.tsx), so nothing here loads supabase-js or the whole staff words
// at load: supabase-js comes on first use.
import { useContext, useEffect, useState } from 'react';
import { notifyLater as notify } from '~/components/session/notify-later';
import { buttonClass } from '~/components/ui/button-classes';
import Options from '~/components/ui/Options';
import { fetchSignupMode, listStaff, saveSignupMode, setMemberRole, setMemberStatus } from '~/data/staff';
import { supabaseLater } from '~/data/supabase-later';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';
import SalesCutLimitSetting from './SalesCutLimitSetting';
import { SIGNUP_MODES, type SignupMode, type StaffMember } from '~/lib/staff/membership';
import { staff as S } from '~/lib/staff-words/staff-en';
import { workspace as W } from '~/lib/staff-words/workspace-en';

/** The navigation's count of accounts waiting, refreshed after a decision (loaded then). */
const refreshPendingStaff = (): Promise<void> =>
  import('~/features/admin/workspace/pending-staff').then((m) => m.refreshPendingStaff());

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

/** What the list is first drawn with: every account, the sign-up mode and the sales limit. */
export interface FirstStaffContent {
  members: StaffMember[];
  mode: SignupMode;
  salesCutPercent: number;
}

/** Every account and whether new ones need approval, read together. */
async function readStaff(): Promise<{ members: StaffMember[]; mode: SignupMode }> {
  const client = await supabaseLater();
  const [members, mode] = await Promise.all([listStaff(client), fetchSignupMode(client)]);
  return { members, mode };
}

/** `first`: the page's first answers (FirstStaff.tsx), taken instead of asking them again. */
export default function StaffPanel({ first }: { first?: FirstStaffContent | null }) {
  const [members, setMembers] = useState<StaffMember[] | null>(() => first?.members ?? null);
  const [mode, setMode] = useState<SignupMode | null>(() => first?.mode ?? null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const drawOnly = useContext(DrawOnly);
  const given = first != null;

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
    if (!drawOnly && !given) void load();
  }, [drawOnly, given]);

  const decide = async (m: StaffMember, next: 'active' | 'removed') => {
    setBusy(m.user_id);
    try {
      await setMemberStatus(await supabaseLater(), m.user_id, next);
      void notify('success', next === 'active' ? S.approved : S.removedMember);
      await load();
      void refreshPendingStaff();
    } catch {
      void notify('error', S.actionFailed);
    }
    setBusy(null);
  };

  const changeRole = async (m: StaffMember, role: 'manager' | 'sales') => {
    setBusy(m.user_id);
    try {
      await setMemberRole(await supabaseLater(), m.user_id, role);
      void notify('success', W.roleChanged);
      await load();
    } catch {
      void notify('error', S.actionFailed);
    }
    setBusy(null);
  };

  const changeMode = async (next: SignupMode) => {
    setBusy('mode');
    try {
      await saveSignupMode(await supabaseLater(), next);
      setMode(next);
      void notify('success', S.modeChanged);
    } catch {
      void notify('error', S.actionFailed);
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
      <SalesCutLimitSetting first={first?.salesCutPercent} />
      {failed && <p className="mt-6 text-cream-muted">{S.actionFailed}</p>}
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
                    {W.roleOf(m.username ?? m.email)}
                  </label>
                  <select
                    id={`role-${m.user_id}`}
                    className="field w-32"
                    value={m.role}
                    disabled={busy !== null}
                    onChange={(e) => void changeRole(m, e.target.value as 'manager' | 'sales')}
                  >
                    <option value="manager">{W.manager}</option>
                    <option value="sales">{W.sales}</option>
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
