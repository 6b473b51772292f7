// The owner's reply settings under the inbox: the two targets the lead clock is coloured against
// (opening minutes), and the WhatsApp and email message of each kind in English and Malay. An
// empty message means the staff words' own, shown as the field's placeholder. The database lets
// the owner alone save them (lead_reply_settings' policies).
import { useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { saveReplySettings, type ReplySettings } from '~/data/staff-leads';
import { getSupabase } from '~/data/supabase';
import { LEAD_KINDS } from '~/lib/leads/lead';
import type { CustomTemplates, ReplyLang } from '~/lib/staff/lead-replies';
import { STAFF_WORDS } from '~/lib/staff-words';

const W = STAFF_WORDS.leads;
const S = W.settings;
const LANGS: readonly ReplyLang[] = ['en', 'ms'];

/** The database's limits (lead_reply_settings_targets_check). */
export const targetsValid = (first: number, second: number): boolean =>
  Number.isInteger(first) &&
  Number.isInteger(second) &&
  first >= 1 &&
  first <= 1440 &&
  second > first &&
  second <= 10080;

export default function ReplySettingsForm({
  settings,
  onSaved,
}: {
  settings: ReplySettings;
  onSaved: (settings: ReplySettings) => void;
}) {
  const [first, setFirst] = useState(String(settings.targets.first));
  const [second, setSecond] = useState(String(settings.targets.second));
  const [templates, setTemplates] = useState<CustomTemplates>(settings.templates);
  const [saving, setSaving] = useState(false);
  const valid = targetsValid(Number(first), Number(second));

  async function save() {
    const next: ReplySettings = { targets: { first: Number(first), second: Number(second) }, templates };
    setSaving(true);
    const saved = await saveReplySettings(getSupabase(), next).catch(() => false);
    setSaving(false);
    if (saved) onSaved(next);
    void notify(saved ? 'success' : 'error', saved ? S.saved : S.saveFailed);
  }

  return (
    <section className="mt-12 rounded-2xl border border-line p-5" aria-labelledby="reply-settings">
      <h2 id="reply-settings" className="font-display text-2xl text-cream">
        {S.title}
      </h2>
      <p className="mt-2 text-sm text-cream-muted">{S.intro}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className="text-sm text-cream-muted">
          {S.firstTarget}
          <input
            className="field mt-1"
            type="number"
            min={1}
            max={1440}
            value={first}
            onChange={(e) => setFirst(e.target.value)}
          />
        </label>
        <label className="text-sm text-cream-muted">
          {S.secondTarget}
          <input
            className="field mt-1"
            type="number"
            min={2}
            max={10080}
            value={second}
            onChange={(e) => setSecond(e.target.value)}
          />
        </label>
      </div>
      {!valid && (
        <p className="mt-2 text-sm text-red-300" role="alert">
          {S.targetsInvalid}
        </p>
      )}
      <p className="mt-4 text-sm text-cream-muted">{S.placeholders}</p>
      <div className="mt-2 grid gap-3 lg:grid-cols-2">
        {LANGS.map((lang) =>
          LEAD_KINDS.map((kind) => (
            <label key={`${lang}-${kind}`} className="text-sm text-cream-muted">
              {S.template(W.kinds[kind], W.replyLangs[lang])}
              <textarea
                className="field mt-1 min-h-20"
                maxLength={1000}
                placeholder={W.replies[lang].message[kind]}
                value={templates[lang]?.[kind] ?? ''}
                onChange={(e) => setTemplates((t) => ({ ...t, [lang]: { ...t[lang], [kind]: e.target.value } }))}
              />
            </label>
          )),
        )}
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'sm', 'mt-4')}
        disabled={!valid || saving}
        onClick={() => void save()}
      >
        {saving ? STAFF_WORDS.common.busy : S.save}
      </button>
    </section>
  );
}
