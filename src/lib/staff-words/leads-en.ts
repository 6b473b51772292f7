// The leads inbox's words in English, a part of ./en.ts on its own: /manage-inventory/leads draws
// its first leads before the rest of the staff words load (docs/benchmarks.md). Read them as
// STAFF_WORDS.leads elsewhere.
import { n, plural } from './count-en';
import type { SellCondition } from '~/lib/sell-form';
import type { ReplyLang, ReplyTemplates } from '~/lib/staff/lead-replies';
import type { ClockStanding } from '~/lib/staff/lead-clock';

/** The leads inbox, /manage-inventory/leads (live mode; docs/features.md "Live mode"). */
export const leads = {
  newBadge: (count: number) => `${n(count)} new`,
  title: 'Leads',
  subtitle: 'Test drives, enquiries and sell-your-car offers from the site, newest first',
  status: 'Status',
  kind: 'Kind',
  allStatuses: 'All statuses',
  allKinds: 'All kinds',
  statuses: { new: 'New', contacted: 'Contacted', test_drive_booked: 'Test drive booked', won: 'Won', lost: 'Lost' },
  kinds: { test_drive: 'Test drive', enquiry: 'Enquiry', sell_offer: 'Sell offer' },
  loading: 'Loading leads...',
  loadFailed: 'The leads could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  empty: 'No leads yet. Test-drive bookings, enquiries and offers from the site appear here.',
  emptyFiltered: 'No leads match these filters.',
  preferred: (when: string) => `Preferred: ${when}`,
  yourCar: 'Their car',
  /** A seller's condition (the sell form's values) as staff read it. */
  conditions: {
    excellent: 'Excellent',
    'very-good': 'Very good',
    good: 'Good',
    fair: 'Fair',
  } satisfies Record<SellCondition, string>,
  notes: 'Notes',
  assignee: 'Assigned to',
  unassigned: 'Nobody',
  me: 'Me',
  unnamed: 'A staff member without a username',
  formerStaff: 'Someone no longer on the staff',
  saveNotes: 'Save notes',
  notesSaved: 'Notes saved',
  statusSaved: (status: string) => `Status: ${status}`,
  assigneeSaved: (who: string) => `Assigned to ${who}`,
  undo: 'Undo',
  undone: 'Change undone',
  saveFailed: 'The lead was not saved. Check your connection and try again.',
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'Email',
  replyIn: 'Reply in',
  replyLangs: { en: 'English', ms: 'Bahasa Malaysia' },
  /**
   * The one-tap replies' texts in the buyer's language (the owner may replace the messages):
   * {car} is the car with its stock number, price and page (or the seller's car), {slot} a test
   * drive's day and time in words.
   */
  replies: {
    en: {
      stock: 'stock no.',
      message: {
        test_drive:
          'Hi {name}, this is {brand} about your test drive request {reference}: {car}. You chose {slot}. Does that time still suit you?',
        enquiry: 'Hi {name}, this is {brand} about your enquiry {reference}: {car}.',
        sell_offer: 'Hi {name}, this is {brand} about your offer {reference} for your {car}.',
      },
      subject: {
        test_drive: 'Your test drive request {reference} at {brand}',
        enquiry: 'Your enquiry {reference} at {brand}',
        sell_offer: 'Your offer {reference} to {brand}',
      },
    },
    ms: {
      stock: 'no. stok',
      message: {
        test_drive:
          'Hai {name}, ini {brand} mengenai permintaan pandu uji anda {reference}: {car}. Anda memilih {slot}. Adakah masa itu masih sesuai?',
        enquiry: 'Hai {name}, ini {brand} mengenai pertanyaan anda {reference}: {car}.',
        sell_offer: 'Hai {name}, ini {brand} mengenai tawaran anda {reference} untuk kereta anda {car}.',
      },
      subject: {
        test_drive: 'Permintaan pandu uji anda {reference} di {brand}',
        enquiry: 'Pertanyaan anda {reference} di {brand}',
        sell_offer: 'Tawaran anda {reference} kepada {brand}',
      },
    },
  } satisfies Record<ReplyLang, ReplyTemplates>,
  viewCar: 'View car',
  exportCsv: 'Export CSV',
  exportFailed: 'The leads could not be exported. Please try again.',
  erase: 'Delete all leads of this person',
  eraseConfirm: (contact: string, count: number) =>
    `Delete ${plural(count, 'lead', 'leads')} of ${contact}? This is for a request to be forgotten and cannot be undone.`,
  erased: (count: number) => `${plural(count, 'lead', 'leads')} deleted`,
  eraseFailed: 'The leads were not deleted. Please try again.',
  received: (when: string) => `Received ${when}`,
  /** A lead's age in opening hours: '4 min', '2 h 10 min', '3 h'. */
  age: (minutes: number) =>
    minutes < 60
      ? `${n(minutes)} min`
      : `${n(Math.floor(minutes / 60))} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`,
  waiting: (age: string) => `Waiting ${age}`,
  answeredIn: (age: string) => `Answered in ${age}`,
  /** Said with the clock's colour, for whoever cannot see it. */
  standings: {
    'on-time': 'within the first target',
    late: 'past the first target',
    overdue: 'past both targets',
  } satisfies Record<ClockStanding, string>,
  clockNote: 'Ages count opening hours only.',
  order: 'Order',
  orders: { waiting: 'Waiting longest', newest: 'Newest' },
  replied: 'Answered',
  allReplies: 'Answered or not',
  notAnswered: 'Not answered',
  askingPrice: (price: string) => `Asking ${price}`,
  photos: 'Their photos',
  photo: (index: number) => `Photo ${index} of their car`,
  photosFailed: 'The photos could not be loaded.',
  /** The owner's settings of the replies, under the inbox. */
  settings: {
    title: 'Reply targets and templates',
    intro:
      'How fast a lead should be answered (in opening hours), and the WhatsApp and email text of the one-tap replies. Empty: the text above the field.',
    firstTarget: 'First target (minutes)',
    secondTarget: 'Second target (minutes)',
    targetsInvalid: 'The first target is 1 to 1,440 minutes, the second longer than the first and at most 10,080.',
    placeholders: 'Write {name}, {brand}, {reference}, {car} and {slot} where the lead’s own should go.',
    template: (kind: string, lang: string) => `${kind}, ${lang}`,
    save: 'Save reply settings',
    saved: 'Reply settings saved',
    saveFailed: 'The reply settings were not saved. Please try again.',
  },
};
