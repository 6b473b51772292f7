// Setting up two-factor sign-in (supabase-js auth.mfa.enroll, then challengeAndVerify):
// the QR code and the setup key to type instead, a name for the authenticator, and the first code,
// which verifies the factor and raises this session to aal2. Abandoned set-ups are removed first;
// 'Cancel' removes this one at once. The key shows in groups of four, as it is read and typed.
import { useState, type SubmitEvent } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { notify } from '~/components/session/toasts';
import { getSupabase } from '~/data/supabase';
import AuthField from '~/components/account/AuthField';
import { STAFF_WORDS } from '~/lib/staff-words';
import { CodeField, verifyCode } from '~/components/account/TotpChallenge';

const M = STAFF_WORDS.account;

const FEEDBACK = { id: 'totp-enrol' } as const;

interface Pending {
  factorId: string;
  qr: string;
  secret: string;
}

/** 'ABCD EFGH …': the key in groups of four (authenticator apps take it with or without the spaces). */
const inFours = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

async function startEnrolment(name: string): Promise<Pending | string> {
  const { auth } = getSupabase();
  try {
    const listed = await auth.mfa.listFactors();
    for (const f of listed.data?.all ?? []) {
      if (f.status === 'unverified') await auth.mfa.unenroll({ factorId: f.id });
    }
    const { data, error } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
    if (error || !data) return error?.message ?? M.enrolFailed;
    return { factorId: data.id, qr: data.totp.qr_code, secret: data.totp.secret };
  } catch {
    return M.enrolFailed;
  }
}

export default function TotpEnrol({
  onDone,
  onCancel,
  required = false,
}: {
  onDone: () => void;
  /** Where 'Cancel' leads (My account closes the set-up); without it, back to the first step. */
  onCancel?: () => void;
  required?: boolean;
}) {
  const [name, setName] = useState<string>(M.enrolNameDefault);
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function start(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const started = await startEnrolment(name.trim() || M.enrolNameDefault);
    setBusy(false);
    if (typeof started === 'string') void notify('error', M.enrolFailed, { ...FEEDBACK, description: started });
    else setPending(started);
  }

  function cancel() {
    // The unverified factor would be removed by the next set-up anyway; this one goes now.
    if (pending)
      void getSupabase()
        .auth.mfa.unenroll({ factorId: pending.factorId })
        .catch(() => undefined);
    setPending(null);
    setCode('');
    onCancel?.();
  }
  const cancelButton = (
    <button type="button" className={buttonClass('ghost', 'md')} onClick={cancel} disabled={busy}>
      {M.enrolCancel}
    </button>
  );

  async function confirm(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !pending) return;
    setBusy(true);
    const problem = await verifyCode(pending.factorId, code);
    setBusy(false);
    if (problem) {
      setCode('');
      void notify('error', problem, FEEDBACK);
      return;
    }
    void notify('success', M.enrolDone, FEEDBACK);
    onDone();
  }

  return (
    <section aria-labelledby="totp-enrol-title" className="space-y-5">
      <h2 id="totp-enrol-title" className="font-display text-2xl text-cream">
        {M.enrolStart}
      </h2>
      {required && <p className="text-sm text-cream">{M.enrolRequired}</p>}
      {!pending ? (
        <form className="space-y-5" onSubmit={start} aria-busy={busy}>
          <AuthField
            id="totp-name"
            label={M.enrolName}
            maxLength={100}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <div className="flex gap-3">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {busy ? STAFF_WORDS.common.busy : M.enrolStart}
            </button>
            {onCancel && cancelButton}
          </div>
        </form>
      ) : (
        <form className="space-y-5" onSubmit={confirm} aria-busy={busy}>
          <p className="text-sm text-cream-muted">{M.enrolSteps}</p>
          <img src={pending.qr} alt={M.qrAlt} width={192} height={192} className="rounded bg-white p-2" />
          <p className="text-sm text-cream">
            {M.enrolSecret}:{' '}
            <code data-testid="totp-secret" className="font-mono tracking-wider text-gold">
              {inFours(pending.secret)}
            </code>
          </p>
          <CodeField value={code} onChange={setCode} />
          <div className="flex gap-3">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {busy ? STAFF_WORDS.common.busy : M.codeSubmit}
            </button>
            {cancelButton}
          </div>
        </form>
      )}
    </section>
  );
}
