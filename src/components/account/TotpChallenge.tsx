// The 6-digit code step of two-factor sign-in (supabase-js auth.mfa.challengeAndVerify):
// the session becomes aal2 and onVerified runs. Wrong codes say so; the server limits them.
import { useState, type SubmitEvent } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { notify } from '~/components/session/toasts';
import { getSupabase } from '~/data/supabase';
import AuthField from './AuthField';
import * as ACCOUNT_WORDS from '~/lib/staff-words/account-en';

const M = ACCOUNT_WORDS.account;

const FEEDBACK = { id: 'totp-code' } as const;

/** Verifies `code` against the factor; the error message to show, or null on success. */
export async function verifyCode(factorId: string, code: string): Promise<string | null> {
  try {
    const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, '') });
    if (!error) return null;
    if (error.status === 429) return M.tooManyRequests;
    if (error.code === 'mfa_verification_failed') return M.codeWrong;
    return M.codeFailed;
  } catch {
    return M.codeFailed;
  }
}

export function CodeField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <AuthField
      id="totp-code"
      label={M.codeField}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export default function TotpChallenge({
  factorId,
  onVerified,
  verifiedMessage,
}: {
  factorId: string;
  onVerified: () => void;
  /** Said once the code is right: the sign-in's 'Logged in successfully', held back until now. */
  verifiedMessage?: string;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const problem = await verifyCode(factorId, code);
    setBusy(false);
    if (problem) {
      setCode('');
      void notify('error', problem, FEEDBACK);
      return;
    }
    if (verifiedMessage) void notify('success', verifiedMessage, FEEDBACK);
    onVerified();
  }

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-gold/25 bg-ink-800 p-8 shadow-card sm:p-10">
      <h1 className="font-display text-3xl text-cream">{M.twoFactor}</h1>
      <p className="mt-2 text-sm text-cream-muted">{M.codeSubtitle}</p>
      <form className="mt-8 space-y-5" onSubmit={submit} aria-busy={busy}>
        <CodeField value={code} onChange={setCode} />
        <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={busy}>
          {busy ? ACCOUNT_WORDS.common.busy : M.codeSubmit}
        </button>
      </form>
    </div>
  );
}
