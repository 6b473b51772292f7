// "My account" on /manage-inventory/account: change the password (with the current one, or the
// emailed code where [auth.email] secure_password_change asks for it), change the email (confirmed
// from the new address), two-factor sign-in (set up, remove; the owner can require it of all
// staff) and signing out every other device. The rules are in docs/security.md ("Password
// recovery, two-factor sign-in and sessions"). Drawn first from the stored session and the page's
// early answers (ManageAccount.tsx), so nothing here loads supabase-js at load: it comes on first use.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useContext, useEffect, useState, type SubmitEvent } from 'react';
import { $session } from '~/components/session/session-store';
import { notifyLater as notify } from '~/components/session/notify-later';
import { buttonClass } from '~/components/ui/button-classes';
import { supabaseLater } from '~/data/supabase-later';
import { staffPaths } from '~/lib/staff-paths';
import AuthField from '~/components/account/AuthField';
import PasswordForm from '~/components/account/PasswordForm';
import { passwordError } from '~/components/account/password-errors';
import { account as M, common } from '~/lib/staff-words/account-en';
import type { StaffFirstScreen } from '~/features/admin/first-screen/first-screen';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';

// Setting up a factor is rare: its code loads when asked for.
const TotpEnrol = lazy(() => import('~/features/admin/workspace/TotpEnrol'));

/** The shared staff checks (they import supabase-js), loaded with the page's first question. */
const staffChecks = () => import('~/features/admin/workspace/staff-checks');

/** What My account shows of the signed-in user: supabase-js's user, or the stored session's (first-account.ts). */
export interface AccountUser {
  id: string;
  email?: string | undefined;
  new_email?: string | null | undefined;
  factors?: ReadonlyArray<{ id: string; status: string; friendly_name?: string | null | undefined }> | null | undefined;
}

const FEEDBACK = { id: 'my-account' } as const;
const say = (ok: boolean, message: string, description?: string): void =>
  void notify(ok ? 'success' : 'error', message, { ...FEEDBACK, description });

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nonce, setNonce] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (next !== confirm) return say(false, M.passwordsDiffer);
    setBusy(true);
    const { auth } = await supabaseLater();
    const { error } = await auth.updateUser({
      password: next,
      current_password: current,
      ...(nonce !== null ? { nonce: nonce.trim() } : {}),
    });
    if (error?.code === 'reauthentication_needed') {
      const sent = await auth.reauthenticate();
      setBusy(false);
      if (sent.error) return say(false, M.passwordChangeFailed, sent.error.message);
      setNonce('');
      return say(true, M.nonceSent);
    }
    setBusy(false);
    if (error) {
      const shown = passwordError(error, next);
      return say(false, shown.message, shown.description);
    }
    setCurrent('');
    setNext('');
    setConfirm('');
    setNonce(null);
    say(true, M.passwordChanged);
  }

  return (
    <PasswordForm
      onSubmit={submit}
      busy={busy}
      submitLabel={M.savePassword}
      layout="panel"
      title={{ id: 'change-password-title', text: M.changePassword }}
      newPassword={{
        idPrefix: 'account-',
        password: next,
        confirm,
        onPassword: setNext,
        onConfirm: setConfirm,
      }}
      after={
        nonce !== null && (
          <AuthField
            id="account-nonce"
            label={M.nonceField}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
          />
        )
      }
    >
      <AuthField
        id="current-password"
        label={M.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
    </PasswordForm>
  );
}

function ChangeEmail({ pending }: { pending: string | null }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const supabase = await supabaseLater();
    const { error } = await supabase.auth.updateUser(
      { email: email.trim() },
      { emailRedirectTo: new URL(staffPaths.manageInventory(), location.origin).href },
    );
    setBusy(false);
    if (error?.code === 'email_exists') return say(false, M.emailTaken);
    if (error) return say(false, M.emailChangeFailed, error.message);
    setEmail('');
    say(true, M.emailChangeSent);
  }

  return (
    <form className="space-y-4" onSubmit={submit} aria-busy={busy} aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="text-lg font-semibold text-cream">
        {M.changeEmail}
      </h3>
      {pending && (
        <p className="text-sm text-cream-muted">
          {M.pendingEmail} {pending}
        </p>
      )}
      <AuthField
        id="account-new-email"
        label={M.newEmail}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={busy}>
        {busy ? common.busy : M.saveEmail}
      </button>
    </form>
  );
}

function TwoFactor({
  user,
  isOwner,
  firstRequired,
}: {
  user: AccountUser;
  isOwner: boolean;
  /** The owner's setting as the page asked it early, taken instead of asking it again. */
  firstRequired: boolean | null;
}) {
  const factor = user.factors?.find((f) => f.status === 'verified') ?? null;
  const [enrolling, setEnrolling] = useState(false);
  const [required, setRequired] = useState<boolean | null>(firstRequired);
  const [busy, setBusy] = useState(false);
  const drawOnly = useContext(DrawOnly);

  const userId = user.id;
  useEffect(() => {
    if (drawOnly) return;
    void staffChecks()
      .then((m) => m.staffTwoFactorRequired(userId))
      .then(setRequired);
  }, [userId, drawOnly]);

  async function refreshUser() {
    // The session's user (with its factors) is what the page shows; refreshing re-reads it.
    await (await supabaseLater()).auth.refreshSession();
  }

  async function remove() {
    if (!factor || busy) return;
    setBusy(true);
    const { error } = await (await supabaseLater()).auth.mfa.unenroll({ factorId: factor.id });
    if (!error) await refreshUser();
    setBusy(false);
    say(!error, error ? M.factorRemoveFailed : M.factorRemoved, error?.message);
  }

  async function toggleRequired(next: boolean) {
    setBusy(true);
    const { error } = await (await supabaseLater()).rpc('set_staff_two_factor_required', { p_required: next });
    setBusy(false);
    if (error) return say(false, error.message === M.requireNeedsOwnFactor ? M.requireNeedsOwnFactor : M.requireFailed);
    (await staffChecks()).forgetStaffChecks();
    setRequired(next);
    say(true, M.requireSaved);
  }

  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-cream">{M.twoFactor}</h3>
      <p className="text-sm text-cream" data-testid="two-factor-state">
        {factor ? `${M.twoFactorOn}: ${factor.friendly_name ?? M.enrolNameDefault}` : M.twoFactorOff}
      </p>
      {factor ? (
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => void remove()} disabled={busy}>
          {M.removeFactor}
        </button>
      ) : enrolling ? (
        <Suspense fallback={null}>
          <TotpEnrol
            onDone={() => {
              setEnrolling(false);
              void refreshUser();
            }}
            onCancel={() => setEnrolling(false)}
          />
        </Suspense>
      ) : (
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setEnrolling(true)}>
          {M.enrolStart}
        </button>
      )}
      {isOwner && required !== null && (
        <label className="flex items-center gap-3 text-sm text-cream">
          <input
            type="checkbox"
            checked={required}
            disabled={busy}
            onChange={(e) => void toggleRequired(e.target.checked)}
          />
          {M.requireForStaff}
        </label>
      )}
    </div>
  );
}

function OtherDevices() {
  const [busy, setBusy] = useState(false);
  async function signOutOthers() {
    setBusy(true);
    const { error } = await (await supabaseLater()).auth.signOut({ scope: 'others' });
    setBusy(false);
    say(!error, error ? M.otherDevicesFailed : M.otherDevicesDone);
  }
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-cream">{M.otherDevices}</h3>
      <p className="text-sm text-cream-muted">{M.otherDevicesHint}</p>
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        onClick={() => void signOutOthers()}
        disabled={busy}
      >
        {M.otherDevices}
      </button>
    </div>
  );
}

/**
 * `first`: the page's first screen (ManageAccount.tsx): the stored session's user, drawn before
 * supabase-js has loaded, and its membership and the owner's setting, taken instead of asking again.
 */
export default function MyAccount({
  open = false,
  first,
}: {
  open?: boolean;
  first?: StaffFirstScreen<AccountUser> | null;
}) {
  const session = useStore($session);
  const drawOnly = useContext(DrawOnly);
  const user: AccountUser | null =
    session.status === 'signed-in' ? session.session.user : drawOnly ? (first?.content ?? null) : null;
  const [isOwner, setIsOwner] = useState(() => first?.membership.role === 'owner');

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId || drawOnly) return;
    void staffChecks()
      .then((m) => m.staffMembership(userId))
      .then((m) => setIsOwner(m?.role === 'owner' && m.status === 'active'))
      .catch(() => setIsOwner(false));
  }, [userId, drawOnly]);
  useEffect(() => {
    // The email-change link comes back here with a note in the fragment: read once supabase-js has
    // loaded, which then refreshes the session.
    if (drawOnly) return;
    if (new URLSearchParams(location.hash.slice(1)).get('type') === 'email_change') {
      history.replaceState(history.state, '', location.pathname + location.search);
      say(true, M.emailChanged);
      void supabaseLater().then((supabase) => supabase.auth.refreshSession());
    }
  }, [drawOnly]);

  if (!user) return null;
  return (
    <details className="mt-12 rounded-2xl border border-line p-6" open={open}>
      <summary className="cursor-pointer font-display text-2xl text-cream">{M.accountTitle}</summary>
      <p className="mt-4 text-sm text-cream-muted">
        {M.accountSignedInAs} {user.email}
      </p>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <ChangePassword />
        <ChangeEmail pending={user.new_email ?? null} />
        <TwoFactor user={user} isOwner={isOwner} firstRequired={first?.twoFactorRequired ?? null} />
        <OtherDevices />
      </div>
    </details>
  );
}
