// The owner's day-one checklist above the stock on the dealer's own site (loaded on its own, by
// ManageInventoryApp, in live mode only): five steps with a way to each, until all are done
// (src/lib/staff/day-one.ts). Three are read from the database as the page opens; the two settings
// the owner only needs to have looked at are ticked here and remembered in this browser.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { $session } from '~/components/session/session-store';
import { getSupabase } from '~/data/supabase';
import {
  DAY_ONE_STEPS,
  TICKED_STEPS,
  dayOneProgress,
  readTicked,
  showDayOne,
  type DayOneFacts,
  type DayOneStep,
} from '~/lib/staff/day-one';
import { DAY_ONE_WORDS as W } from '~/lib/staff-words/day-one-en';
import { paths } from '~/lib/paths';
import { staffPaths } from '~/lib/staff-paths';
import { $staffRole } from '~/features/admin/workspace/staff-role';

const where: Record<DayOneStep, string> = {
  twoFactor: staffPaths.staffPage('account'),
  firstCar: staffPaths.staffPage('inventory'),
  signup: staffPaths.staffPage('staff'),
  publishing: staffPaths.staffPage('publishing'),
  testLead: paths.home(),
};

async function readFacts(): Promise<Omit<DayOneFacts, 'ticked'>> {
  const client = getSupabase();
  const [factors, cars, leads] = await Promise.all([
    client.auth.mfa.listFactors(),
    client.from('vehicles').select('id', { count: 'exact', head: true }),
    client.from('leads').select('id', { count: 'exact', head: true }),
  ]);
  return {
    twoFactor: (factors.data?.totp ?? []).some((f) => f.status === 'verified'),
    cars: cars.count ?? 0,
    leads: leads.count ?? 0,
  };
}

export default function DayOneChecklist() {
  const role = useStore($staffRole);
  const session = useStore($session);
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const key = `day-one:${userId ?? ''}`;
  const [facts, setFacts] = useState<Omit<DayOneFacts, 'ticked'> | null>(null);
  const [ticked, setTicked] = useState<DayOneStep[]>([]);

  useEffect(() => {
    if (role !== 'owner' || !userId) return;
    let live = true;
    readFacts().then(
      (f) => {
        if (!live) return;
        setTicked(readTicked(localStorage.getItem(key)));
        setFacts(f);
      },
      () => undefined, // the list is a help: without its answers it stays away
    );
    return () => {
      live = false;
    };
  }, [role, userId, key]);

  if (!facts) return null;
  const all = { ...facts, ticked };
  if (!showDayOne(role, all)) return null;
  const done = dayOneProgress(all);
  const tick = (step: DayOneStep): void => {
    const next = [...ticked, step];
    localStorage.setItem(key, JSON.stringify(next));
    setTicked(next);
  };

  return (
    <section
      aria-labelledby="day-one"
      className="mb-8 rounded-2xl border border-gold/40 bg-ink-800 p-5 sm:p-6"
      data-testid="day-one"
    >
      <h2 id="day-one" className="font-display text-2xl text-cream">
        {W.title}
      </h2>
      <p className="mt-1 text-sm text-cream-muted">{W.intro}</p>
      <ol className="mt-4 space-y-2">
        {DAY_ONE_STEPS.map((step) => (
          <li key={step} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-step={step}>
            <span className={done[step] ? 'text-cream-dim line-through' : 'text-cream'}>{W.steps[step].label}</span>
            {done[step] ? (
              <span className="text-gold">{W.done}</span>
            ) : (
              <>
                <a href={where[step]} className="text-gold underline-offset-4 hover:underline">
                  {W.steps[step].action}
                </a>
                {TICKED_STEPS.includes(step) && (
                  <button type="button" className={buttonClass('outline', 'sm')} onClick={() => tick(step)}>
                    {W.markDone}
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
