// /manage-inventory/leads: every lead, the one waiting longest first (or the newest), filtered by
// status, kind and whether anyone answered; each with its age in opening hours coloured against the
// owner's two targets, one-tap replies (call, WhatsApp and email, prefilled in the buyer's language;
// the first tap is the lead's first reply), a link to its car, a sell offer's asking price and
// photos, its status and assignee (saved the moment they are picked, with Undo on the toast), its
// notes (saved with their own button; leaving with unsaved notes asks first), each change going into
// lead_history; the owner and managers also erase a person's leads on request and export the list
// shown as CSV (the database refuses both to a sales account). Nothing a visitor typed is rendered
// as HTML: React writes it as text. Drawn first from the page's early answers (FirstLeads.tsx), so
// nothing here loads supabase-js or the whole staff words at load: supabase-js comes on first use.
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import type { Assignee, LeadFilter, ReplySettings } from '~/data/staff-leads-rows';
import type * as Calls from '~/data/staff-leads';
import type { AppSupabase } from '~/data/supabase';
import { supabaseLater } from '~/data/supabase-later';
import { notifyLater as notify } from '~/components/session/notify-later';
import { LEAD_KINDS, LEAD_STATUSES, slotInWords, type LeadKind, type LeadStatus } from '~/lib/leads/lead-kinds';
import { replyFacts, replyLinks, withCustom, type ReplyLang } from '~/lib/staff/lead-replies';
import {
  clockStanding,
  DEFAULT_REPLY_TARGETS,
  leadAge,
  mytDateTime,
  newestFirst,
  waitingLongestFirst,
  type ClockStanding,
} from '~/lib/staff/lead-clock';
import { dealerHolidays, dealerHours } from '~/config/dealer-hours';
import { formatPrice } from '~/lib/format';
import { can } from '~/features/admin/workspace/staff-role';
import { site } from '~/config/site';
import type { StaffLead } from '~/lib/staff/leads';
import { paths } from '~/lib/paths';
import { leads as W } from '~/lib/staff-words/leads-en';
import { common } from '~/lib/staff-words/common-en';
import { useLeaveWarning } from '~/features/admin/shared/use-leave-warning';
import { savePicked } from './save-picked';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';
import type { Membership } from '~/lib/staff/membership';
// The owner's settings load for the owner alone.
const ReplySettingsForm = lazy(() => import('./ReplySettingsForm'));
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; leads: StaffLead[] };

const conditionLabel = (condition: string): string =>
  (W.conditions as Readonly<Record<string, string>>)[condition] ?? condition;
const STANDING_CLASS: Record<ClockStanding, string> = {
  'on-time': 'border-emerald-400/60 text-emerald-300',
  late: 'border-amber-400/60 text-amber-300',
  overdue: 'border-red-400/60 text-red-300',
};
// What acts loads on first use, not with the first screen: the calls with supabase-js, the
// toaster (notifyLater), the navigation's count.
/** The inbox's calls (./staff-leads.ts) with the browser's client. */
const call = <T,>(act: (calls: typeof Calls, client: AppSupabase) => Promise<T>): Promise<T> =>
  Promise.all([import('~/data/staff-leads'), supabaseLater()]).then(([calls, client]) => act(calls, client));
const refreshNewLeads = (): Promise<void> =>
  import('~/features/admin/workspace/new-leads').then((m) => m.refreshNewLeads());
const DEFAULT_SETTINGS: ReplySettings = { targets: DEFAULT_REPLY_TARGETS, templates: {} };
type Order = 'waiting' | 'newest';

/** What the inbox is first drawn with: the unfiltered list, the assignees and the owner's settings. */
export interface FirstLeadsContent {
  leads: StaffLead[];
  people: Assignee[];
  settings: ReplySettings;
}

/** A sell offer's photos, read through short-lived links (the bucket is private). */
function OfferPhotos({ paths }: { paths: readonly string[] }) {
  const [urls, setUrls] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const drawOnly = useContext(DrawOnly);
  useEffect(() => {
    if (drawOnly) return;
    call((c, client) => c.signLeadPhotos(client, paths)).then(setUrls, () => setFailed(true));
  }, [paths, drawOnly]);
  if (failed) return <p className="mt-2 text-sm text-red-300">{W.photosFailed}</p>;
  if (!urls) return null;
  return (
    <div className="mt-3">
      <p className="text-sm text-cream-muted">{W.photos}</p>
      <ul className="mt-1 flex flex-wrap gap-2" data-testid="lead-card-photos">
        {urls.map((url, i) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <img src={url} alt={W.photo(i + 1)} className="h-24 w-32 rounded-lg object-cover" loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LeadCard({
  lead,
  me,
  people = [],
  onChanged,
  origin = typeof location === 'undefined' ? '' : location.origin,
  now = new Date(),
  settings = DEFAULT_SETTINGS,
  mayErase = false,
}: {
  lead: StaffLead;
  me: string | null;
  /** The clock the lead's age is read against (the inbox ticks it each minute). */
  now?: Date;
  /** The owner's targets and messages. */
  settings?: ReplySettings;
  /** The owner and managers erase a person's leads (the database refuses a sales account). */
  mayErase?: boolean;
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
  const [replyLang, setReplyLang] = useState<ReplyLang>(lead.lang);
  const [firstReplyAt, setFirstReplyAt] = useState<string | null>(lead.firstReplyAt);
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
      save: (value) => call((c, client) => c.updateLead(client, lead.id, { [field]: value })),
      toast: (kind, message, options) => void notify(kind, message, options),
      onSaved:
        field === 'status'
          ? () => {
              // The database stamps the first move on from New; the card stops its clock alike.
              if (previous === 'new') setFirstReplyAt((at) => at ?? new Date().toISOString());
              void refreshNewLeads();
            }
          : undefined,
    });

  // A tap on Call, WhatsApp or Email is an answer: the clock stops at once, and shows the
  // database's time (the first reply's, if someone answered before) once it has answered.
  const tapped = () => {
    if (firstReplyAt) return;
    setFirstReplyAt(new Date().toISOString());
    call((c, client) => c.recordReply(client, lead.id)).then(
      (at) => setFirstReplyAt(at),
      () => setFirstReplyAt(null),
    );
  };

  async function saveNotes() {
    setSavingNotes(true);
    const text = notes;
    const saved = await call((c, client) => c.updateLead(client, lead.id, { staffNotes: text })).catch(() => false);
    setSavingNotes(false);
    if (saved) setSavedNotes(text);
    void notify(saved ? 'success' : 'error', saved ? W.notesSaved : W.saveFailed);
  }

  async function erase() {
    const contact = lead.mobile ?? lead.email ?? '';
    try {
      const contactOf = { mobile: lead.mobile, email: lead.email };
      const found = await call((c, client) => c.countContactLeads(client, contactOf));
      if (!window.confirm(W.eraseConfirm(contact, found))) return;
      const count = await call((c, client) => c.eraseContact(client, contactOf));
      void notify('success', W.erased(count));
      onChanged();
    } catch {
      void notify('error', W.eraseFailed);
    }
  }

  const templates = withCustom(W.replies[replyLang], settings.templates[replyLang]);
  const age = leadAge({ createdAt: lead.createdAt, firstReplyAt }, now, dealerHours, dealerHolidays);
  const standing = clockStanding(age, settings.targets);
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
        <p className="text-sm text-cream-dim">
          {W.received(mytDateTime(lead.createdAt))}{' '}
          <span
            className={`ml-1 inline-block rounded-full border px-2 py-0.5 ${STANDING_CLASS[standing]}`}
            data-testid="lead-card-clock"
            data-standing={standing}
            title={`${W.standings[standing]}. ${W.clockNote}`}
          >
            {(firstReplyAt ? W.answeredIn : W.waiting)(W.age(age))}
            <span className="sr-only">, {W.standings[standing]}</span>
          </span>
        </p>
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
          {lead.askingPrice !== null && <>. {W.askingPrice(formatPrice(lead.askingPrice))}</>}
        </p>
      )}
      {lead.photos.length > 0 && <OfferPhotos paths={lead.photos} />}
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
          <a className={buttonClass('primary', 'sm')} href={replies.call} onClick={tapped}>
            {W.call}
          </a>
        )}
        {replies.whatsapp && (
          <a
            className={buttonClass('outline', 'sm')}
            href={replies.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={tapped}
          >
            {W.whatsapp}
          </a>
        )}
        {replies.email && (
          <a className={buttonClass('outline', 'sm')} href={replies.email} onClick={tapped}>
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
          {savingNotes ? common.busy : W.saveNotes}
        </button>
        {mayErase && (
          <button type="button" className={buttonClass('ghost', 'sm', 'text-red-300')} onClick={() => void erase()}>
            {W.erase}
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * `me` and `role`: the signed-in user and their role. `first`: the page's first answers
 * (FirstLeads.tsx), taken instead of asking them again.
 */
export default function LeadsInbox({
  me,
  role,
  first,
}: {
  me: string | null;
  role: Membership['role'] | null;
  first?: FirstLeadsContent | null;
}) {
  const allowed = can(role);
  const drawOnly = useContext(DrawOnly);
  const [filter, setFilter] = useState<LeadFilter>({ status: null, kind: null, notAnswered: false });
  const [order, setOrder] = useState<Order>('waiting');
  const [state, setState] = useState<State>(() =>
    first ? { status: 'ready', leads: first.leads } : { status: 'loading' },
  );
  const [people, setPeople] = useState<Assignee[]>(() => first?.people ?? []);
  const [settings, setSettings] = useState<ReplySettings>(() => first?.settings ?? DEFAULT_SETTINGS);
  const [now, setNow] = useState(() => new Date());
  // The first list, when given, is not asked again.
  const given = useRef(first != null);
  useEffect(() => {
    if (drawOnly) return;
    if (!given.current) {
      // Without the list the inbox still works: a lead can be given to 'Me' or to nobody.
      call((c, client) => c.listAssignees(client)).then(setPeople, () => setPeople([]));
      // Without the owner's settings the clock reads against the default targets.
      call((c, client) => c.fetchReplySettings(client)).then(setSettings, () => setSettings(DEFAULT_SETTINGS));
    }
    const tick = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(tick);
  }, [drawOnly]);

  // The answer sets the state; whoever asks again (a filter, 'Try again') shows 'Loading' first.
  const fetchLeads = useCallback(() => {
    if (drawOnly) return;
    if (given.current) {
      given.current = false;
    } else {
      call((c, client) => c.listLeads(client, filter)).then(
        (leads) => setState({ status: 'ready', leads }),
        () => setState({ status: 'error' }),
      );
    }
    void refreshNewLeads();
  }, [filter, drawOnly]);
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
      const [{ leadsCsvName, leadsToCsv }, { downloadText }, leads] = await Promise.all([
        import('~/lib/staff/leads-csv'),
        import('~/features/admin/shared/download'),
        call((c, client) => c.exportLeads(client, filter)),
      ]);
      const names = new Map(people.map((p) => [p.user_id, p.username || W.unnamed]));
      downloadText(
        leadsCsvName(site.brand, leads, new Date()),
        leadsToCsv(leads, (id) => names.get(id) ?? W.formerStaff, { hours: dealerHours, closed: dealerHolidays }),
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
        {allowed.allLeads && (
          <button type="button" className={buttonClass('outline', 'md')} onClick={() => void exportCsv()}>
            {W.exportCsv}
          </button>
        )}
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
        <label className="text-sm text-cream-muted">
          {W.replied}
          <select
            className="field mt-1"
            value={filter.notAnswered ? 'not-answered' : ''}
            onChange={(e) => filterBy({ ...filter, notAnswered: e.target.value === 'not-answered' })}
          >
            <option value="">{W.allReplies}</option>
            <option value="not-answered">{W.notAnswered}</option>
          </select>
        </label>
        <label className="text-sm text-cream-muted">
          {W.order}
          <select
            className="field mt-1"
            value={order}
            onChange={(e) => setOrder(e.target.value === 'newest' ? 'newest' : 'waiting')}
          >
            {(['waiting', 'newest'] as const).map((o) => (
              <option key={o} value={o}>
                {W.orders[o]}
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
          <p className="text-cream-muted">
            {filter.status || filter.kind || filter.notAnswered ? W.emptyFiltered : W.empty}
          </p>
        )}
        {state.status === 'ready' &&
          (order === 'waiting' ? waitingLongestFirst(state.leads) : newestFirst(state.leads)).map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              me={me}
              people={people}
              onChanged={load}
              now={now}
              settings={settings}
              mayErase={allowed.allLeads}
            />
          ))}
      </div>
      {role === 'owner' && !drawOnly && (
        <Suspense fallback={null}>
          <ReplySettingsForm settings={settings} onSaved={setSettings} />
        </Suspense>
      )}
    </div>
  );
}
