// The live site's lead forms (docs/features.md "Live mode"): a test-drive booking and an enquiry
// about a car (the vehicle page's buttons) and a sell-your-car offer (the sell form's 'Sell Now').
// Loaded on the tap (lead-open.ts, SellForm.tsx), so a visitor who only looks pays nothing for it.
// Sending keeps everything typed until it is through; a second tap while sending sends nothing.
// The lead carries the page's language, which the dealer's replies use. A sell offer may add an
// asking price and up to six photos (made smaller here and sent to the private bucket first).
// Nothing typed is ever rendered as HTML: React writes it as text.
import { useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { overlayRoot } from '~/components/ui/overlay-root';
import { dealer, dealerWhatsappUrl } from '~/config/dealer';
import { site } from '~/config/site';
import { sendLead } from '~/data/leads';
import { fmt } from '~/lib/format';
import {
  LEAD_LIMITS,
  bookableDays,
  isEmail,
  newReference,
  normaliseMobile,
  slotInWords,
  slotsOn,
  type LeadKind,
} from '~/lib/leads/lead';
import { pageLang } from '~/lib/paths';
import type { SellDraft } from '~/lib/sell-form';
import { forgetContact, readContact, saveContact, type RememberedContact } from './remembered-contact';
import { MAX_OFFER_PHOTOS } from '~/lib/leads/lead-photos';
import { uploadOfferPhotos } from './offer-photos';
import type { LeadStrings } from './strings';

/** What the form is about: a car of the stock, or the visitor's own car. */
export type LeadRequest =
  | { kind: 'test_drive' | 'enquiry'; vehicle: { id: string; car: string; stock?: string } }
  | { kind: 'sell_offer'; draft: SellDraft };

const TITLES: Record<LeadKind, keyof LeadStrings> = {
  test_drive: 'lead.testDriveTitle',
  enquiry: 'lead.enquiryTitle',
  sell_offer: 'lead.sellTitle',
};
const NEXT: Record<LeadKind, keyof LeadStrings> = {
  test_drive: 'lead.nextTestDrive',
  enquiry: 'lead.nextEnquiry',
  sell_offer: 'lead.nextSell',
};
const labelClass = 'mb-1.5 block text-sm font-medium text-cream';
const errorClass = 'mt-1 text-sm text-red-300';

const randomBytes = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));

/** An asking price as typed ('RM 85,000', '85000'): whole ringgit, or null when none is given. */
export function askingPriceOf(text: string): number | null | 'invalid' {
  const digits = text.replace(/^\s*(RM|MYR)\s*/i, '').replace(/[\s,.]/g, '');
  if (!digits) return null;
  const price = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN;
  return price >= 1000 && price <= 100_000_000 ? price : 'invalid';
}

/** The car in words: the stock car's name (and number), or the seller's draft. */
function subjectOf(request: LeadRequest, t: LeadStrings): string {
  if (request.kind !== 'sell_offer') {
    const { car, stock } = request.vehicle;
    return stock ? `${car} (${t['lead.stock']} ${stock})` : car;
  }
  const d = request.draft;
  const condition = t[`sell.${d.condition}` as keyof LeadStrings] ?? d.condition;
  return `${d.year} ${d.make} ${d.model}, ${d.mileage} km, ${condition}`;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={errorClass} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default function LeadDialog({ request, t }: { request: LeadRequest; t: LeadStrings }) {
  const [open, setOpen] = useState(true);
  const subject = subjectOf(request, t);
  const lang = pageLang();
  // What this browser kept from the last request sent on it (remembered-contact.ts).
  const [remembered, setRemembered] = useState<RememberedContact | null>(readContact);
  const [form, setForm] = useState({
    name: remembered?.name ?? '',
    mobile: remembered?.mobile ?? '',
    email: remembered?.email ?? '',
    day: '',
    slot: '',
    message: request.kind === 'enquiry' ? fmt(t['lead.enquiryPrefill'], { car: subject }) : '',
    consent: false,
    website: '',
    askingPrice: '',
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [tooMany, setTooMany] = useState(false);
  // The photos' folder stays the same across tries, and what went up is not sent again.
  const photoFolder = useRef<string>(crypto.randomUUID());
  const uploaded = useRef(new Set<string>());
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed' | 'limited' | 'photo-failed'>('editing');
  // The reference stays the same across tries, so a retry after a lost answer is recognised.
  const [reference] = useState(() => newReference(site.brand, randomBytes));
  const sending = useRef(false);
  const days = bookableDays(dealer.hours, new Date(), dealer.holidays);
  const dayName = new Intl.DateTimeFormat(lang === 'ms' ? 'ms-MY' : 'en-MY', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value, ...(key === 'day' ? { slot: '' } : {}) }));

  const mobile = normaliseMobile(form.mobile);
  const email = form.email.trim();
  const mobileAsked = request.kind !== 'enquiry';
  const errors: Partial<
    Record<'name' | 'mobile' | 'email' | 'when' | 'message' | 'consent' | 'askingPrice' | 'photos', string>
  > = {};
  const askingPrice = request.kind === 'sell_offer' ? askingPriceOf(form.askingPrice) : null;
  if (askingPrice === 'invalid') errors.askingPrice = t['lead.askingPriceInvalid'];
  if (!form.name.trim()) errors.name = t['lead.nameNeeded'];
  if (mobileAsked || form.mobile.trim()) {
    if (mobile === null) errors.mobile = t['lead.mobileInvalid'];
  } else if (!email) errors.mobile = t['lead.contactNeeded'];
  if (!mobileAsked && email && !isEmail(email)) errors.email = t['lead.emailInvalid'];
  if (request.kind === 'test_drive' && (!form.day || !form.slot)) errors.when = t['lead.dateNeeded'];
  if (request.kind === 'enquiry' && !form.message.trim()) errors.message = t['lead.messageNeeded'];
  if (!form.consent) errors.consent = t['lead.consentNeeded'];
  const shown = tried ? errors : {};

  async function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    setTried(true);
    if (sending.current || Object.keys(errors).length > 0) return;
    sending.current = true;
    setState('sending');
    const photoPaths = await uploadOfferPhotos(photoFolder.current, photos, uploaded.current).catch(() => null);
    if (photoPaths === null) {
      sending.current = false;
      setState('photo-failed');
      return;
    }
    const result = await sendLead({
      kind: request.kind,
      reference,
      vehicle_id: request.kind === 'sell_offer' ? null : request.vehicle.id,
      name: form.name.trim().slice(0, LEAD_LIMITS.name),
      mobile: form.mobile.trim() ? mobile : null,
      email: !mobileAsked && email ? email : null,
      preferred_date: request.kind === 'test_drive' ? form.day : null,
      preferred_slot: request.kind === 'test_drive' ? form.slot : null,
      message: form.message.trim() || null,
      sell_draft:
        request.kind === 'sell_offer'
          ? {
              make: request.draft.make.trim(),
              model: request.draft.model.trim(),
              year: Number(request.draft.year),
              mileage: request.draft.mileage.trim(),
              condition: request.draft.condition,
            }
          : null,
      consent_at: new Date().toISOString(),
      website: form.website || null,
      lang,
      asking_price: typeof askingPrice === 'number' ? askingPrice : null,
      photos: photoPaths,
    });
    sending.current = false;
    setState(result);
    if (result === 'sent') {
      const contact = { name: form.name.trim(), mobile: form.mobile.trim(), email: mobileAsked ? '' : email };
      // An enquiry sent by email alone keeps the mobile number remembered before, and the reverse.
      const kept = {
        name: contact.name,
        mobile: contact.mobile || (remembered?.mobile ?? ''),
        email: contact.email || (remembered?.email ?? ''),
      };
      saveContact(kept);
      setRemembered(kept);
    }
  }

  function forget() {
    forgetContact();
    setRemembered(null);
    setForm((f) => ({ ...f, name: '', mobile: '', email: '' }));
  }

  // The request repeated: the car, and a test drive's day and time in words.
  const when = request.kind === 'test_drive' && form.day && form.slot ? slotInWords(form.day, form.slot, lang) : null;

  const id = 'lead';
  const described = (key: keyof typeof errors) => (shown[key] ? `${id}-${key}-error` : undefined);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent width="max-w-lg" data-testid="lead-dialog">
        <p className="eyebrow">{site.brand}</p>
        {state === 'sent' ? (
          <div data-testid="lead-sent">
            <div className="mt-2">
              <DialogTitle>{t['lead.sentTitle']}</DialogTitle>
            </div>
            <DialogDescription>{subject}</DialogDescription>
            {when && (
              <p className="mt-2 text-cream" data-testid="lead-when">
                {fmt(t['lead.chosenTime'], { when })}
              </p>
            )}
            <p className="mt-4 font-display text-xl text-gold" data-testid="lead-reference">
              {fmt(t['lead.reference'], { ref: reference })}
            </p>
            <p className="mt-3 text-sm text-cream-muted">{t[NEXT[request.kind]]}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
              <a
                href={dealerWhatsappUrl(
                  fmt(t['lead.whatsappText'], {
                    brand: site.brand,
                    ref: reference,
                    subject: when ? `${subject}, ${when}` : subject,
                  }),
                )}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('primary', 'md', 'sm:flex-1')}
              >
                {t['lead.whatsapp']}
              </a>
              <DialogClose className={buttonClass('outline', 'md', 'sm:flex-1')}>{t['lead.close']}</DialogClose>
            </div>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <div className="mt-2">
              <DialogTitle>{t[TITLES[request.kind]]}</DialogTitle>
            </div>
            <DialogDescription>
              {request.kind === 'sell_offer' ? `${t['lead.yourCar']}: ${subject}` : subject}
            </DialogDescription>
            <div className="mt-5 space-y-4">
              <Field id={`${id}-name`} label={t['lead.name']} error={shown.name}>
                <input
                  id={`${id}-name`}
                  className="field"
                  value={form.name}
                  onChange={set('name')}
                  maxLength={LEAD_LIMITS.name}
                  autoComplete="name"
                  aria-invalid={Boolean(shown.name)}
                  aria-describedby={described('name')}
                />
              </Field>
              <Field id={`${id}-mobile`} label={t['lead.mobile']} error={shown.mobile}>
                <input
                  id={`${id}-mobile`}
                  className="field"
                  type="tel"
                  value={form.mobile}
                  onChange={set('mobile')}
                  placeholder={t['lead.mobileHint']}
                  maxLength={24}
                  autoComplete="tel"
                  aria-invalid={Boolean(shown.mobile)}
                  aria-describedby={described('mobile')}
                />
              </Field>
              {!mobileAsked && (
                <Field id={`${id}-email`} label={t['lead.email']} error={shown.email}>
                  <input
                    id={`${id}-email`}
                    className="field"
                    type="email"
                    value={form.email}
                    onChange={set('email')}
                    maxLength={LEAD_LIMITS.email}
                    autoComplete="email"
                    aria-invalid={Boolean(shown.email)}
                    aria-describedby={described('email')}
                  />
                </Field>
              )}
              {request.kind === 'test_drive' && (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field id={`${id}-day`} label={t['lead.date']}>
                    <select
                      id={`${id}-day`}
                      className="field"
                      value={form.day}
                      onChange={set('day')}
                      aria-describedby={described('when')}
                    >
                      <option value="">{t['lead.chooseDate']}</option>
                      {days.map((d) => (
                        <option key={d} value={d}>
                          {dayName.format(new Date(`${d}T00:00:00Z`))}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <Field id={`${id}-slot`} label={t['lead.slot']}>
                    <select
                      id={`${id}-slot`}
                      className="field"
                      value={form.slot}
                      onChange={set('slot')}
                      disabled={!form.day}
                      aria-describedby={described('when')}
                    >
                      <option value="">{t['lead.chooseSlot']}</option>
                      {(form.day ? slotsOn(dealer.hours, form.day) : []).map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {shown.when && (
                    <p id={`${id}-when-error`} className={`${errorClass} sm:col-span-2`} role="alert">
                      {shown.when}
                    </p>
                  )}
                </div>
              )}
              {/* A seller's message (optional) too: what the dealer needs to price the car. */}
              <Field
                id={`${id}-message`}
                label={request.kind === 'enquiry' ? t['lead.enquiryMessage'] : t['lead.message']}
                error={shown.message}
              >
                <textarea
                  id={`${id}-message`}
                  className="field min-h-24"
                  value={form.message}
                  onChange={set('message')}
                  maxLength={LEAD_LIMITS.message}
                  aria-invalid={Boolean(shown.message)}
                  aria-describedby={described('message')}
                />
              </Field>
              {request.kind === 'sell_offer' && (
                <>
                  <Field id={`${id}-asking-price`} label={t['lead.askingPrice']} error={shown.askingPrice}>
                    <input
                      id={`${id}-asking-price`}
                      className="field"
                      inputMode="numeric"
                      value={form.askingPrice}
                      onChange={set('askingPrice')}
                      maxLength={20}
                      autoComplete="off"
                      aria-invalid={Boolean(shown.askingPrice)}
                      aria-describedby={described('askingPrice')}
                    />
                  </Field>
                  <div>
                    <label className={labelClass} htmlFor={`${id}-photos`}>
                      {fmt(t['lead.photos'], { max: String(MAX_OFFER_PHOTOS) })}
                    </label>
                    <input
                      id={`${id}-photos`}
                      type="file"
                      accept="image/*"
                      multiple
                      className="block w-full text-sm text-cream-muted"
                      disabled={photos.length >= MAX_OFFER_PHOTOS}
                      aria-describedby={`${id}-photos-hint`}
                      onChange={(e) => {
                        const chosen = [...(e.target.files ?? [])].filter((f) => f.type.startsWith('image/'));
                        const next = [...photos, ...chosen];
                        setTooMany(next.length > MAX_OFFER_PHOTOS);
                        setPhotos(next.slice(0, MAX_OFFER_PHOTOS));
                        e.target.value = '';
                      }}
                    />
                    <p id={`${id}-photos-hint`} className="mt-1 text-xs text-cream-dim">
                      {t['lead.photosHint']}
                    </p>
                    {tooMany && (
                      <p className={errorClass} role="status">
                        {fmt(t['lead.photosTooMany'], { max: String(MAX_OFFER_PHOTOS) })}
                      </p>
                    )}
                    {photos.length > 0 && (
                      <ul className="mt-2 flex flex-wrap gap-2" data-testid="lead-photos">
                        {photos.map((file, i) => (
                          <li key={`${file.name}-${i}`} className="flex items-center gap-1 text-xs text-cream-muted">
                            <span className="max-w-32 truncate">{file.name}</span>
                            <button
                              type="button"
                              className="rounded px-1 text-cream hover:text-gold"
                              aria-label={fmt(t['lead.photoRemove'], { n: String(i + 1) })}
                              onClick={() => {
                                // The numbering moves up: the photos go again, under a new folder (a
                                // visitor cannot replace what is in the bucket).
                                photoFolder.current = crypto.randomUUID();
                                uploaded.current.clear();
                                setTooMany(false);
                                setPhotos((p) => p.filter((_f, j) => j !== i));
                              }}
                            >
                              ×
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </>
              )}
              {/* The honeypot: people never see or reach it; a bot that fills it is answered as if sent. */}
              <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
                <label htmlFor={`${id}-website`}>Website</label>
                <input
                  id={`${id}-website`}
                  tabIndex={-1}
                  autoComplete="off"
                  value={form.website}
                  onChange={set('website')}
                />
              </div>
              <div>
                <label className="flex items-start gap-3 text-sm leading-relaxed text-cream-muted">
                  <input
                    type="checkbox"
                    className="mt-1 accent-gold"
                    checked={form.consent}
                    onChange={(e) => setForm((f) => ({ ...f, consent: e.target.checked }))}
                    aria-describedby={described('consent')}
                  />
                  <span>
                    {fmt(t['lead.consent'], {
                      brand: site.brand,
                      months: dealer.retentionMonths,
                      email: dealer.email || site.phoneDisplay,
                    })}{' '}
                    {t['lead.remembered']}
                  </span>
                </label>
                {remembered && (
                  <button type="button" className="ml-7 mt-1 text-sm text-gold underline" onClick={forget}>
                    {t['lead.forget']}
                  </button>
                )}
                {shown.consent && (
                  <p id={`${id}-consent-error`} className={errorClass} role="alert">
                    {shown.consent}
                  </p>
                )}
              </div>
            </div>
            {(state === 'failed' || state === 'limited') && (
              <p className="mt-4 rounded-xl border border-red-400/40 p-3 text-sm text-red-200" role="alert">
                {fmt(t[state === 'failed' ? 'lead.failed' : 'lead.limited'], { phone: site.phoneDisplay })}
              </p>
            )}
            {state === 'photo-failed' && (
              <p className="mt-4 rounded-xl border border-red-400/40 p-3 text-sm text-red-200" role="alert">
                {t['lead.photosFailed']}
              </p>
            )}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
              <button
                type="submit"
                className={buttonClass('primary', 'md', 'sm:flex-1')}
                aria-disabled={state === 'sending'}
              >
                {state === 'sending' ? t['lead.sending'] : t['lead.send']}
              </button>
              <DialogClose className={buttonClass('outline', 'md', 'sm:flex-1')}>{t['lead.close']}</DialogClose>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

let opened = 0;
/** Opens a fresh form (a new key each time: a new reference, empty fields). */
export function openLeadForm(request: LeadRequest, t: LeadStrings): void {
  overlayRoot('lead').render(<LeadDialog key={++opened} request={request} t={t} />);
}
