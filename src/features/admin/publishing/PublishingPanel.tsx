// The owner's 'Publishing' setting on /manage-inventory: how often the static host is asked to
// rebuild, what is waiting, and 'Publish now'. Visitors see every edit within seconds from live
// data whatever is chosen; the setting keeps the host's rebuilds within its quota
// (docs/deploying.md, "The publishing policy: rebuilds within a host's quota").
import { useEffect, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { fetchPublishingPolicy, publishNow, savePublishingInterval } from '~/data/publishing';
import { getSupabase } from '~/data/supabase';
import { PUBLISHING_HELP, PUBLISHING_INTERVALS, intervalLabel, type PublishingPolicy } from '~/lib/staff/publishing';
import { STAFF_WORDS } from '~/lib/staff-words';

const time = (iso: string): string =>
  new Date(iso).toLocaleString('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });

export default function PublishingPanel() {
  const [policy, setPolicy] = useState<PublishingPolicy | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = () =>
    fetchPublishingPolicy(getSupabase()).then(
      (p) => {
        setPolicy(p);
        setFailed(false);
      },
      () => setFailed(true),
    );
  useEffect(() => {
    void load();
  }, []);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      void notify('success', await work());
      await load();
    } catch {
      void notify('error', STAFF_WORDS.publishing.failed);
    }
    setBusy(false);
  };
  const change = (seconds: number) =>
    act(async () => {
      await savePublishingInterval(getSupabase(), seconds);
      return STAFF_WORDS.publishing.saved;
    });
  const publish = () =>
    act(async () =>
      (await publishNow(getSupabase())) ? STAFF_WORDS.publishing.published : STAFF_WORDS.publishing.nothingPending,
    );

  const offered: number[] = PUBLISHING_INTERVALS.map((i) => i.seconds);
  if (policy && !offered.includes(policy.min_interval_seconds)) offered.push(policy.min_interval_seconds);

  return (
    <section aria-labelledby="publishing-heading" className="mt-16 border-t border-line pt-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="publishing-heading" className="font-display text-3xl text-cream">
            Publishing
          </h2>
          <p className="mt-2 max-w-prose text-cream-muted">
            How soon an edit shows on every page of the site, search engines included. Someone already browsing sees it
            within seconds either way.
          </p>
        </div>
        {policy && (
          <label className="flex flex-col gap-1.5 text-sm text-cream">
            An edit shows on the site
            <select
              className="field"
              aria-describedby="publishing-help"
              value={policy.min_interval_seconds}
              disabled={busy}
              onChange={(e) => void change(Number(e.target.value))}
            >
              {offered.map((s) => (
                <option key={s} value={s}>
                  {intervalLabel(s)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {policy && (
        <p id="publishing-help" className="mt-3 max-w-prose text-xs text-cream-dim">
          {PUBLISHING_HELP}
        </p>
      )}
      {failed && <p className="mt-6 text-cream-muted">{STAFF_WORDS.publishing.failed}</p>}
      {policy && (
        <div className="mt-6 flex flex-col gap-3 text-sm text-cream-muted sm:flex-row sm:items-center sm:justify-between">
          <p role="status">
            {!policy.hook_registered
              ? 'No rebuild hook is registered: the static pages are rebuilt by hand.'
              : policy.pending_since
                ? `Edits since ${time(policy.pending_since)} are waiting to be published.`
                : 'Everything is published.'}
            {policy.last_published_at && ` Last sent to the host ${time(policy.last_published_at)}.`}
          </p>
          {policy.hook_registered && policy.pending_since && (
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              disabled={busy}
              onClick={() => void publish()}
            >
              Publish now
            </button>
          )}
        </div>
      )}
    </section>
  );
}
