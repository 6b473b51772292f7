// Between sign-in and the inventory. A session whose account has a verified factor but
// is still aal1 asks for the code; when the owner requires two-factor sign-in, an account without a
// factor is led through setting one up. The database refuses aal1 writes either way (RLS); this
// only leads the way.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { $session } from '~/components/session/session-store';
import { getSupabase } from '~/data/supabase';
import { STAFF_WORDS } from '~/lib/staff-words';
import { staffTwoFactorRequired } from './staff-checks';
import { GuardFallback } from './guard-fallback';

// Only an account asked for a code or a factor needs these; they load then.
const TotpChallenge = lazy(() => import('~/components/account/TotpChallenge'));
const TotpEnrol = lazy(() => import('./TotpEnrol'));

type Gate = { kind: 'loading' } | { kind: 'open' } | { kind: 'code'; factorId: string } | { kind: 'enrol' };

async function checkGate(userId: string): Promise<Gate> {
  const supabase = getSupabase();
  try {
    const [{ data: level }, required] = await Promise.all([
      supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
      staffTwoFactorRequired(userId),
    ]);
    if (level?.currentLevel === 'aal1' && level.nextLevel === 'aal2') {
      const { data } = await supabase.auth.mfa.listFactors();
      const factor = data?.totp[0];
      if (factor) return { kind: 'code', factorId: factor.id };
    }
    if (required && level?.nextLevel !== 'aal2') return { kind: 'enrol' };
    return { kind: 'open' };
  } catch {
    // The database still refuses what an aal1 session may not do.
    return { kind: 'open' };
  }
}

export default function RequireTwoFactor({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const token = session.status === 'signed-in' ? session.session.access_token : null;
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [gate, setGate] = useState<Gate>({ kind: 'loading' });
  const fallback = useContext(GuardFallback);

  useEffect(() => {
    if (token && userId) void checkGate(userId).then(setGate);
  }, [token, userId]);

  const recheck = () => void (userId ? checkGate(userId).then(setGate) : undefined);
  if (gate.kind === 'loading') return <>{fallback}</>;
  if (gate.kind === 'code')
    return (
      <Suspense fallback={null}>
        <TotpChallenge factorId={gate.factorId} onVerified={recheck} verifiedMessage={STAFF_WORDS.auth.loggedIn} />
      </Suspense>
    );
  if (gate.kind === 'enrol') {
    return (
      <div className="mx-auto w-full max-w-md rounded-2xl border border-gold/25 bg-ink-800 p-8 shadow-card sm:p-10">
        <Suspense fallback={null}>
          <TotpEnrol required onDone={recheck} />
        </Suspense>
      </div>
    );
  }
  return <>{children}</>;
}
