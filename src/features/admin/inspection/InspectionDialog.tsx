// A car's inspection report for staff: the header (date, inspector, odometer, a recond car's
// auction grades), then the checklist by section, each point set with one tap (Pass, Attention,
// Fail, Not inspected), a note (required for Attention and Fail), a measurement where the point
// takes one, and up to 3 photos. Progress ('112 of 150 checked') and the two actions stay at the
// bottom of the screen, within a thumb's reach on a phone held in one hand. Staff are told when the
// car is due for another inspection. Row-level security decides what is saved.
import { useEffect, useMemo, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { saveInspection, staffInspections, uploadInspectionPhoto, type InspectionWrite } from '~/data/inspections';
import { getSupabase } from '~/data/supabase';
import {
  AUCTION_INTERIOR_GRADES,
  AUCTION_OVERALL_GRADES,
  sectionsFor,
  type ChecklistItem,
} from '~/lib/inspection/checklist';
import {
  canPublish,
  dueReason,
  INSPECTION_LIMITS,
  INSPECTION_STATES,
  itemProblem,
  latestPublished,
  NEEDS_NOTE,
  problemKeys,
  progressOf,
  type InspectionReport,
  type InspectionState,
  type ItemResult,
  type ItemResults,
} from '~/lib/inspection/report';
import { IMAGE_ACCEPT, isAllowedImage } from '~/lib/staff/vehicle/image-files';
import { STAFF_WORDS } from '~/lib/staff-words';
import type { DraftVehicle } from '~/lib/vehicle';
import { prepareImage } from '~/features/admin/shared/prepare-image';
import { noteInspection } from './last-inspections-store';

const W = STAFF_WORDS.inspection;
const STATE_ON: Record<InspectionState, string> = {
  pass: 'bg-emerald-700 text-white border-emerald-700',
  attention: 'bg-amber-300 text-ink border-amber-300',
  fail: 'bg-red-700 text-white border-red-700',
  not_inspected: 'bg-white/20 text-cream border-white/30',
};
const today = (): string => new Date().toISOString().slice(0, 10);
const inputClass = 'mt-1 h-11 w-full rounded-lg border border-line bg-ink-900 px-3 text-cream';

interface Props {
  vehicle: DraftVehicle;
  onClose: () => void;
}

export default function InspectionDialog({ vehicle, onClose }: Props) {
  const sections = useMemo(() => sectionsFor(vehicle.origin), [vehicle.origin]);
  const name = [vehicle.year, vehicle.make, vehicle.model].filter((p) => p !== null).join(' ');
  const [loaded, setLoaded] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [reportId, setReportId] = useState<string | null>(null);
  const [latest, setLatest] = useState<InspectionReport | null>(null);
  const [form, setForm] = useState<InspectionWrite>({
    status: 'draft',
    inspectedOn: today(),
    inspectorName: '',
    inspectorKind: 'in_house',
    odometerKm: vehicle.mileage ?? 0,
    auctionOverall: null,
    auctionInterior: null,
    items: {},
  });
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    staffInspections(getSupabase(), vehicle.id)
      .then((reports) => {
        if (!live) return;
        setLatest(latestPublished(reports).get(vehicle.id) ?? null);
        // Go on with a draft in progress; a published report is kept, and a new inspection starts empty.
        const draft = reports.find((r) => r.status === 'draft');
        if (draft) {
          setReportId(draft.id);
          setForm({
            status: 'draft',
            inspectedOn: draft.inspectedOn,
            inspectorName: draft.inspectorName,
            inspectorKind: draft.inspectorKind,
            odometerKm: draft.odometerKm,
            auctionOverall: draft.auctionOverall,
            auctionInterior: draft.auctionInterior,
            items: draft.items,
          });
        }
        setLoaded('ready');
      })
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [vehicle.id]);

  const { checked, total } = progressOf(sections, form.items);
  const problems = problemKeys(form.items);
  const due = dueReason(latest, vehicle.mileage, new Date());
  const setItem = (key: string, next: ItemResult | null) =>
    setForm((f) => {
      const items: ItemResults = { ...f.items };
      if (next) items[key] = next;
      else delete items[key];
      return { ...f, items };
    });

  async function save(status: 'draft' | 'published') {
    if (problems.length > 0) {
      void notify('error', W.fixFirst(problems.length));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveInspection(getSupabase(), vehicle.id, reportId, { ...form, status });
      if (status === 'published') {
        setLatest(saved);
        noteInspection(vehicle.id, saved);
        setReportId(null);
        void notify('success', W.published);
        onClose();
      } else {
        setReportId(saved.id);
        void notify('success', W.saved);
      }
    } catch {
      void notify('error', W.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  async function addPhoto(key: string, file: File | undefined) {
    const current = form.items[key];
    if (!file || !current || !isAllowedImage(file)) return;
    if ((current.photos ?? []).length >= INSPECTION_LIMITS.photos) {
      void notify('error', W.photoLimit);
      return;
    }
    setUploading(key);
    try {
      const url = await uploadInspectionPhoto(getSupabase(), vehicle.id, await prepareImage(file));
      setForm((f) => {
        const r = f.items[key];
        return r ? { ...f, items: { ...f.items, [key]: { ...r, photos: [...(r.photos ?? []), url] } } } : f;
      });
    } catch {
      void notify('error', W.photoFailed);
    } finally {
      setUploading(null);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        width="max-w-3xl"
        className="!max-h-[100dvh] !p-0 max-sm:!h-[100dvh] max-sm:!w-full max-sm:!rounded-none"
      >
        <div className="flex max-h-[inherit] flex-col max-sm:h-full">
          <div className="overflow-y-auto p-5 sm:p-8">
            <DialogTitle>{W.title(name)}</DialogTitle>
            <DialogDescription>{W.description}</DialogDescription>
            {due !== 'none' && (
              <p role="status" className="mt-3 rounded-lg border border-amber-300/50 px-3 py-2 text-sm text-amber-200">
                {W.due[due]}
              </p>
            )}
            {loaded === 'loading' && <p className="mt-6 text-sm text-cream-muted">{W.loading}</p>}
            {loaded === 'failed' && (
              <p role="alert" className="mt-6 text-sm text-red-300">
                {W.loadFailed}
              </p>
            )}
            {loaded === 'ready' && (
              <>
                <div className="mt-6 grid gap-4 sm:grid-cols-2">
                  <label className="text-sm text-cream-muted">
                    {W.inspectedOn}
                    <input
                      type="date"
                      className={inputClass}
                      value={form.inspectedOn}
                      max={today()}
                      onChange={(e) => setForm((f) => ({ ...f, inspectedOn: e.target.value }))}
                    />
                  </label>
                  <label className="text-sm text-cream-muted">
                    {W.odometer}
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={INSPECTION_LIMITS.odometer}
                      className={inputClass}
                      value={form.odometerKm}
                      onChange={(e) => setForm((f) => ({ ...f, odometerKm: Number(e.target.value) || 0 }))}
                    />
                  </label>
                  <label className="text-sm text-cream-muted">
                    {W.inspector}
                    <input
                      type="text"
                      required
                      maxLength={INSPECTION_LIMITS.inspectorName}
                      autoComplete="name"
                      className={inputClass}
                      value={form.inspectorName}
                      onChange={(e) => setForm((f) => ({ ...f, inspectorName: e.target.value }))}
                    />
                  </label>
                  <fieldset className="text-sm text-cream-muted">
                    <legend>{W.inspector}</legend>
                    <div className="mt-1 flex gap-2">
                      {(['in_house', 'third_party'] as const).map((kind) => (
                        <button
                          key={kind}
                          type="button"
                          aria-pressed={form.inspectorKind === kind}
                          className={`h-11 flex-1 rounded-lg border px-3 ${form.inspectorKind === kind ? 'border-gold bg-gold text-ink' : 'border-line text-cream'}`}
                          onClick={() => setForm((f) => ({ ...f, inspectorKind: kind }))}
                        >
                          {W.inspectorKind[kind]}
                        </button>
                      ))}
                    </div>
                  </fieldset>
                  {vehicle.origin === 'Recond' && (
                    <>
                      <label className="text-sm text-cream-muted">
                        {W.auctionOverall}
                        <select
                          className={inputClass}
                          value={form.auctionOverall ?? ''}
                          onChange={(e) =>
                            setForm((f) => ({
                              ...f,
                              auctionOverall: (e.target.value || null) as InspectionWrite['auctionOverall'],
                            }))
                          }
                        >
                          <option value="">{W.gradeNone}</option>
                          {AUCTION_OVERALL_GRADES.map((g) => (
                            <option key={g}>{g}</option>
                          ))}
                        </select>
                      </label>
                      <label className="text-sm text-cream-muted">
                        {W.auctionInterior}
                        <select
                          className={inputClass}
                          value={form.auctionInterior ?? ''}
                          onChange={(e) =>
                            setForm((f) => ({
                              ...f,
                              auctionInterior: (e.target.value || null) as InspectionWrite['auctionInterior'],
                            }))
                          }
                        >
                          <option value="">{W.gradeNone}</option>
                          {AUCTION_INTERIOR_GRADES.map((g) => (
                            <option key={g}>{g}</option>
                          ))}
                        </select>
                      </label>
                    </>
                  )}
                </div>
                {sections.map((section) => {
                  const done = section.items.filter((i) => form.items[i.key]).length;
                  return (
                    <details
                      key={section.key}
                      className="mt-6 rounded-xl border border-line"
                      open={done < section.items.length}
                    >
                      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-4 font-semibold">
                        <span>{section.en}</span>
                        <span className="text-xs font-normal text-cream-muted">
                          {W.progress(done, section.items.length)}
                        </span>
                      </summary>
                      <ul className="divide-y divide-line">
                        {section.items.map((item) => (
                          <CheckItem
                            key={item.key}
                            item={item}
                            result={form.items[item.key]}
                            uploading={uploading === item.key}
                            onChange={(next) => setItem(item.key, next)}
                            onPhoto={(file) => void addPhoto(item.key, file)}
                          />
                        ))}
                      </ul>
                    </details>
                  );
                })}
              </>
            )}
          </div>
          <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line bg-ink-800 p-4 sm:px-8">
            <p
              className="w-full text-sm text-cream-muted sm:w-auto sm:flex-1"
              aria-live="polite"
              data-testid="inspection-progress"
            >
              {W.progress(checked, total)}
            </p>
            <button type="button" className={buttonClass('ghost', 'md')} onClick={onClose}>
              {W.close}
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'md', 'flex-1 sm:flex-none')}
              disabled={saving || loaded !== 'ready' || !form.inspectorName.trim()}
              onClick={() => void save('draft')}
            >
              {saving ? STAFF_WORDS.common.busy : W.saveDraft}
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')}
              disabled={saving || loaded !== 'ready' || !form.inspectorName.trim() || !canPublish(sections, form.items)}
              onClick={() => void save('published')}
            >
              {W.publish}
            </button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface ItemProps {
  item: ChecklistItem;
  result: ItemResult | undefined;
  uploading: boolean;
  onChange: (next: ItemResult | null) => void;
  onPhoto: (file: File | undefined) => void;
}

function CheckItem({ item, result, uploading, onChange, onPhoto }: ItemProps) {
  const problem = result ? itemProblem(result) : null;
  const noteId = `note-${item.key}`;
  return (
    <li className="px-4 py-3" data-item={item.key}>
      <p className="text-sm text-cream" id={`label-${item.key}`}>
        {item.en}
      </p>
      <div className="mt-2 grid grid-cols-4 gap-1.5" role="group" aria-labelledby={`label-${item.key}`}>
        {INSPECTION_STATES.map((state) => (
          <button
            key={state}
            type="button"
            aria-pressed={result?.state === state}
            className={`min-h-11 rounded-lg border px-1 text-xs font-semibold ${result?.state === state ? STATE_ON[state] : 'border-line text-cream-muted'}`}
            onClick={() => onChange({ ...result, state })}
          >
            {W.states[state]}
          </button>
        ))}
      </div>
      {result && (NEEDS_NOTE.has(result.state) || result.note || item.unit) && (
        <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_10rem]">
          <label className="text-xs text-cream-muted" htmlFor={noteId}>
            {W.note}
            <textarea
              id={noteId}
              rows={2}
              maxLength={INSPECTION_LIMITS.note}
              required={NEEDS_NOTE.has(result.state)}
              aria-invalid={problem === 'noteRequired'}
              className="mt-1 w-full rounded-lg border border-line bg-ink-900 p-2 text-sm text-cream"
              value={result.note ?? ''}
              onChange={(e) => onChange({ ...result, note: e.target.value || undefined })}
            />
            {problem === 'noteRequired' && <span className="text-red-300">{W.noteRequired}</span>}
          </label>
          {item.unit && (
            <label className="text-xs text-cream-muted">
              {W.measurement(item.unit)}
              <input
                type="number"
                inputMode="decimal"
                step="0.1"
                min={0}
                max={INSPECTION_LIMITS.value}
                className={inputClass}
                value={result.value ?? ''}
                onChange={(e) =>
                  onChange({ ...result, value: e.target.value === '' ? undefined : Number(e.target.value) })
                }
              />
            </label>
          )}
        </div>
      )}
      {result && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {(result.photos ?? []).map((src, i) => (
            <span key={src} className="relative">
              <img src={src} alt="" className="h-14 w-20 rounded object-cover" />
              <button
                type="button"
                className="absolute -right-2 -top-2 h-6 w-6 rounded-full bg-ink text-xs text-cream"
                aria-label={W.removePhoto(i + 1)}
                onClick={() => onChange({ ...result, photos: (result.photos ?? []).filter((p) => p !== src) })}
              >
                ×
              </button>
            </span>
          ))}
          {(result.photos ?? []).length < INSPECTION_LIMITS.photos && (
            <label className={buttonClass('ghost', 'sm', 'cursor-pointer')}>
              {uploading ? STAFF_WORDS.common.busy : W.addPhoto}
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                capture="environment"
                className="sr-only"
                disabled={uploading}
                onChange={(e) => {
                  onPhoto(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          )}
        </div>
      )}
    </li>
  );
}
