// /manage-inventory/leads: every lead, newest first, filtered by status and kind; each with one-tap
// replies (call, WhatsApp and email, prefilled in the buyer's language), a link to its car, its
// status and assignee (saved the moment they are picked, with Undo on the toast), its notes (saved
// with their own button; leaving with unsaved notes asks first), each change going into
// lead_history, and a person's erasure on request; 'Export CSV' writes the list shown. Nothing a
// visitor typed is rendered as HTML: React writes it as text.
import { useCallback, useEffect, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { useStore } from '@nanostores/react';
import { $session } from '~/components/session/session-store';
import { eraseContact, listAssignees, listLeads, updateLead, type Assignee, type LeadFilter } from '~/data/staff-leads';
import { getSupabase } from '~/data/supabase';
import { LEAD_KINDS, LEAD_STATUSES, slotInWords, type LeadKind, type LeadStatus } from '~/lib/leads/lead';
import { replyFacts, replyLinks, type ReplyLang } from '~/lib/staff/lead-replies';
import { site } from '~/config/site';
import type { StaffLead } from '~/lib/staff/leads';
import { paths } from '~/lib/paths';
import { STAFF_WORDS } from '~/lib/staff-words';
import { downloadText } from '~/features/admin/shared/download';
import { useLeaveWarning } from '~/features/admin/shared/use-leave-warning';
import { savePicked } from './save-picked';
import { refreshNewLeads } from '~/features/admin/workspace/StaffNav';

const W = STAFF_WORDS.leads;
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; leads: StaffLead[] };

const when = (iso: string): string =>
  new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(
    new Date(iso),
  );
const conditionLabel = (condition: string): string =>
  (W.conditions as Readonly<Record<string, string>>)[condition] ?? condition;

export function LeadCard({
  lead,
  me,
  people = [],
  onChanged,
  origin = typeof location === 'undefined' ? '' : location.origin,
}: {
  lead: StaffLead;
  me: string | null;
  /** The active staff a lead can be given to (the signed-in member is offered as 'Me'). */
  people?: readonly Assignee[];
  /** Called when the lead is gone (its person erased): the list is read again. */
  onChanged: () => void;
  /** The site's address, for the car's link in a reply. */
  origin?: string;
}) {
  // Status and assignee are saved as they are picked; what shows is what was last saved (or is
  // being saved), and a failure puts the previous value back.
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState<string | null>(lead.assignee);
  const [notes, setNotes] = useState(lead.staffNotes);
  const [savedNotes, setSavedNotes] = useState(lead.staffNotes);
  const [savingNotes, setSavingNotes] = useState(false);
  const [replyLang, setReplyLang] = useState<ReplyLang>('en');
  const notesDirty = notes !== savedNotes;
  useLeaveWarning(notesDirty);
  const id = `lead-${lead.id}`;

  const nameOf = (who: string | null): string =>
    who === null
      ? W.unassigned
      : who === me
        ? W.me
        : (people.find((p) => p.user_id === who)?.username ?? '') || W.formerStaff;

  const pick = <K extends 'status' | 'assignee'>(
    field: K,
    next: StaffLead[K],
    previous: StaffLead[K],
    show: (value: StaffLead[K]) => void,
    said: string,
  ) =>
    void savePicked({
      next,
      previous,
      show,
      said,
      save: (value) => updateLead(getSupabase(), lead.id, { [field]: value }),
      toast: (kind, message, options) => void notify(kind, message, options),
      onSaved: field === 'status' ? () => void refreshNewLeads() : undefined,
    });

  async function saveNotes() {
    setSavingNotes(true);
    const text = notes;
    const saved = await updateLead(getSupabase(), lead.id, { staffNotes: text }).catch(() => false);
    setSavingNotes(false);
    if (saved) setSavedNotes(text);
    void notify(saved ? 'success' : 'error', saved ? W.notesSaved : W.saveFailed);
  }

  async function erase() {
    const contact = lead.mobile ?? lead.email ?? '';
    if (!window.confirm(W.eraseConfirm(contact))) return;
    try {
      const count = await eraseContact(getSupabase(), { mobile: lead.mobile, email: lead.email });
      void notify('success', W.erased(count));
      onChanged();
    } catch {
      void notify('error', W.eraseFailed);
    }
  }

  const templates = W.replies[replyLang];
  const replies = replyLinks(
    lead,
    templates,
    replyFacts(lead, replyLang, {
      brand: site.brand,
      stock: templates.stock,
      origin,
      vehiclePath: (vehicle, lang) => paths.vehicle(vehicle, lang),
    }),
  );
  const draft = lead.sellDraft;
  return (
    <article className="rounded-2xl border border-line bg-ink-800 p-5 shadow-card" data-testid="lead-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl text-cream">
          {W.kinds[lead.kind]} · <span data-testid="lead-card-reference">{lead.reference}</span>
        </h2>
        <p className="text-sm text-cream-dim">{W.received(when(lead.createdAt))}</p>
      </div>
      <p className="mt-2 text-cream" data-testid="lead-card-name">
        {lead.name}
        {lead.mobile && <span className="text-cream-muted"> · {lead.mobile}</span>}
        {lead.email && <span className="text-cream-muted"> · {lead.email}</span>}
      </p>
      {lead.car && (
        <p className="mt-1 text-sm text-cream-muted">
          {lead.car}
          {lead.stockNumber && ` (${lead.stockNumber})`}
        </p>
      )}
      {draft && (
        <p className="mt-1 text-sm text-cream-muted">
          {W.yourCar}: {draft.year} {draft.make} {draft.model}, {draft.mileage} km, {conditionLabel(draft.condition)}
        </p>
      )}
      {lead.preferredDate && lead.preferredSlot && (
        <p className="mt-1 text-sm text-gold">
          {W.preferred(slotInWords(lead.preferredDate, lead.preferredSlot, 'en'))}
        </p>
      )}
      {lead.message && (
        <p className="mt-3 whitespace-pre-wrap text-sm text-cream" data-testid="lead-card-message">
          {lead.message}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {replies.call && (
          <a className={buttonClass('primary', 'sm')} href={replies.call}>
            {W.call}
          </a>
        )}
        {replies.whatsapp && (
          <a className={buttonClass('outline', 'sm')} href={replies.whatsapp} target="_blank" rel="noopener noreferrer">
            {W.whatsapp}
          </a>
        )}
        {replies.email && (
          <a className={buttonClass('outline', 'sm')} href={replies.email}>
            {W.email}
          </a>
        )}
        {lead.vehicleId && (
          <a className={buttonClass('ghost', 'sm', 'border border-line')} href={paths.vehicle(lead.vehicleId)}>
            {W.viewCar}
          </a>
        )}
        {(replies.whatsapp || replies.email) && (
          <label className="text-sm text-cream-muted">
            {W.replyIn}{' '}
            <select
              className="field inline-block w-auto py-1"
              value={replyLang}
              onChange={(e) => setReplyLang(e.target.value === 'ms' ? 'ms' : 'en')}
            >
              {(['en', 'ms'] as const).map((l) => (
                <option key={l} value={l}>
                  {W.replyLangs[l]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label className="mb-1 block text-sm text-cream-muted" htmlFor={`${id}-status`}>
            {W.status}
          </label>
          <select
            id={`${id}-status`}
            className="field"
            value={status}
            onChange={(e) => {
              const next = e.target.value as LeadStatus;
              pick('status', next, status, setStatus, W.statusSaved(W.statuses[next]));
            }}
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {W.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="mb-1 block text-sm text-cream-muted" htmlFor={`${id}-assignee`}>
            {W.assignee}
          </label>
          <select
            id={`${id}-assignee`}
            className="field"
            value={assignee ?? ''}
            onChange={(e) => {
              const next = e.target.value || null;
              pick('assignee', next, assignee, setAssignee, W.assigneeSaved(nameOf(next)));
            }}
          >
            <option value="">{W.unassigned}</option>
            {me && <option value={me}>{W.me}</option>}
            {people
              .filter((p) => p.user_id !== me)
              .map((p) => (
                <option key={p.user_id} value={p.user_id}>
                  {p.username || W.unnamed}
                </option>
              ))}
            {assignee && assignee !== me && !people.some((p) => p.user_id === assignee) && (
              <option value={assignee}>{W.formerStaff}</option>
            )}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label className="mb-1 block text-sm text-cream-muted" htmlFor={`${id}-notes`}>
            {W.notes}
          </label>
          <textarea
            id={`${id}-notes`}
            className="field min-h-16"
            value={notes}
            maxLength={4000}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={!notesDirty || savingNotes}
          onClick={() => void saveNotes()}
        >
          {savingNotes ? STAFF_WORDS.common.busy : W.saveNotes}
        </button>
        <button type="button" className={buttonClass('ghost', 'sm', 'text-red-300')} onClick={() => void erase()}>
          {W.erase}
        </button>
      </div>
    </article>
  );
}

export default function LeadsInbox() {
  const session = useStore($session);
  const me = session.status === 'signed-in' ? session.session.user.id : null;
  const [filter, setFilter] = useState<LeadFilter>({ status: null, kind: null });
  const [state, setState] = useState<State>({ status: 'loading' });
  const [people, setPeople] = useState<Assignee[]>([]);
  useEffect(() => {
    // Without the list the inbox still works: a lead can be given to 'Me' or to nobody.
    listAssignees(getSupabase()).then(setPeople, () => setPeople([]));
  }, []);

  // The answer sets the state; whoever asks again (a filter, 'Try again') shows 'Loading' first.
  const fetchLeads = useCallback(() => {
    listLeads(getSupabase(), filter).then(
      (leads) => setState({ status: 'ready', leads }),
      () => setState({ status: 'error' }),
    );
    void refreshNewLeads();
  }, [filter]);
  useEffect(fetchLeads, [fetchLeads]);
  const load = () => {
    setState({ status: 'loading' });
    fetchLeads();
  };
  const filterBy = (next: LeadFilter) => {
    setState({ status: 'loading' });
    setFilter(next);
  };

  async function exportCsv() {
    try {
      const [{ leadsCsvName, leadsToCsv }, leads] = await Promise.all([
        import('~/lib/staff/leads-csv'),
        listLeads(getSupabase(), filter, 10_000),
      ]);
      const names = new Map(people.map((p) => [p.user_id, p.username || W.unnamed]));
      downloadText(
        leadsCsvName(site.brand, leads, new Date()),
        leadsToCsv(leads, (id) => names.get(id) ?? W.formerStaff),
      );
    } catch {
      void notify('error', W.exportFailed);
    }
  }

  return (
    <div>
      <header className="flex flex-col gap-6 border-b border-line pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-4xl text-cream md:text-5xl">{W.title}</h1>
          <p className="mt-3 text-cream-muted">{W.subtitle}</p>
        </div>
        <button type="button" className={buttonClass('outline', 'md')} onClick={() => void exportCsv()}>
          {W.exportCsv}
        </button>
      </header>
      <div className="mt-6 flex flex-wrap gap-4">
        <label className="text-sm text-cream-muted">
          {W.status}
          <select
            className="field mt-1"
            value={filter.status ?? ''}
            onChange={(e) => filterBy({ ...filter, status: (e.target.value || null) as LeadStatus | null })}
          >
            <option value="">{W.allStatuses}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {W.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-cream-muted">
          {W.kind}
          <select
            className="field mt-1"
            value={filter.kind ?? ''}
            onChange={(e) => filterBy({ ...filter, kind: (e.target.value || null) as LeadKind | null })}
          >
            <option value="">{W.allKinds}</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {W.kinds[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-8 space-y-4" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p className="text-cream-muted">{W.loading}</p>}
        {state.status === 'error' && (
          <div className="rounded-xl border border-red-500/40 p-6 text-cream">
            <p>{W.loadFailed}</p>
            <button type="button" className={buttonClass('outline', 'sm', 'mt-4')} onClick={load}>
              {W.tryAgain}
            </button>
          </div>
        )}
        {state.status === 'ready' && state.leads.length === 0 && (
          <p className="text-cream-muted">{filter.status || filter.kind ? W.emptyFiltered : W.empty}</p>
        )}
        {state.status === 'ready' &&
          state.leads.map((lead) => <LeadCard key={lead.id} lead={lead} me={me} people={people} onChanged={load} />)}
      </div>
    </div>
  );
}
