// Between sign-in and the inventory. A session whose account has a verified factor but
// is still aal1 asks for the code; when the owner requires two-factor sign-in, an account without a
// factor is led through setting one up. The database refuses aal1 writes either way (RLS); this
// only leads the way.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $session } from '~/components/session/session-store';
import { getSupabase } from '~/data/supabase';
import TotpChallenge from '~/components/account/TotpChallenge';
import { STAFF_WORDS } from '~/lib/staff-words';
import TotpEnrol from './TotpEnrol';

type Gate = { kind: 'loading' } | { kind: 'open' } | { kind: 'code'; factorId: string } | { kind: 'enrol' };

async function checkGate(): Promise<Gate> {
  const supabase = getSupabase();
  try {
    const [{ data: level }, required] = await Promise.all([
      supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
      supabase.rpc('get_staff_two_factor_required'),
    ]);
    if (level?.currentLevel === 'aal1' && level.nextLevel === 'aal2') {
      const { data } = await supabase.auth.mfa.listFactors();
      const factor = data?.totp[0];
      if (factor) return { kind: 'code', factorId: factor.id };
    }
    if (required.data === true && level?.nextLevel !== 'aal2') return { kind: 'enrol' };
    return { kind: 'open' };
  } catch {
    // The database still refuses what an aal1 session may not do.
    return { kind: 'open' };
  }
}

export default function RequireTwoFactor({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const token = session.status === 'signed-in' ? session.session.access_token : null;
  const [gate, setGate] = useState<Gate>({ kind: 'loading' });

  useEffect(() => {
    if (token) void checkGate().then(setGate);
  }, [token]);

  const recheck = () => void checkGate().then(setGate);
  if (gate.kind === 'loading') return null;
  if (gate.kind === 'code')
    return <TotpChallenge factorId={gate.factorId} onVerified={recheck} verifiedMessage={STAFF_WORDS.auth.loggedIn} />;
  if (gate.kind === 'enrol') {
    return (
      <div className="mx-auto w-full max-w-md rounded-2xl border border-gold/25 bg-ink-800 p-8 shadow-card sm:p-10">
        <TotpEnrol required onDone={recheck} />
      </div>
    );
  }
  return <>{children}</>;
}
