// Cell values as dealers' files hold them (docs/product.md D34, "A dealer's own file"): words for
// "no value", a mileage given as a range, an instalment written where a price could be.

/** Cells that say there is no value: read as empty, so a draft may wait for them. */
const NO_VALUE = new Set([
  '',
  'na',
  'n/a',
  'n.a.',
  'n.a',
  '-',
  '--',
  '—',
  '–',
  'tba',
  'tbc',
  'tbd',
  'nil',
  'none',
  '?',
  'null',
  'unknown',
  'tiada',
]);

export const isNoValue = (cell: string): boolean => NO_VALUE.has(cell.trim().toLowerCase());

/** 'RM 1,139 / month', '1139/mth', 'RM1,139 sebulan': a monthly instalment, never a price. */
export const isInstalment = (cell: string): boolean =>
  /(\/|per|a)\s*(month|mth|mo|bulan)\b|sebulan|monthly|bulanan/i.test(cell.trim());

const KM_NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*(k)?/i;

/**
 * A mileage range ('145 - 150K KM', '140k-150k', '145,000 ~ 150,000 km') → its upper end in km as
 * digits ('150000'); null when the cell is not a range. A bare 'K' on the upper end counts for both.
 */
export function mileageRangeTop(cell: string): string | null {
  const m = new RegExp(`^${KM_NUMBER.source}\\s*(?:-|–|~|to|hingga)\\s*${KM_NUMBER.source}\\s*(?:km|kms)?$`, 'i').exec(
    cell.trim(),
  );
  if (!m?.[3]) return null;
  const thousands = Boolean(m[4] ?? m[2]);
  const top = Number(m[3].replace(/,/g, '')) * (thousands ? 1000 : 1);
  return Number.isFinite(top) ? String(Math.round(top)) : null;
}

const squashWord = (cell: string): string => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** 'Unreg', 'Unregistered', 'Belum daftar': a car (a recond, as dealers use the word) not registered here yet. */
const UNREGISTERED = new Set([
  'unreg',
  'unregistered',
  'notregistered',
  'notyetregistered',
  'belumdaftar',
  'belumdidaftar',
  'belumdidaftarkan',
  'tidakberdaftar',
  'reconunreg',
  'recondunreg',
]);

export const isUnregistered = (cell: string): boolean => UNREGISTERED.has(squashWord(cell));

/** 'POA', 'Price on request', 'Harga atas permintaan': a car listed without a price, so never published as priced. */
const ON_REQUEST = new Set([
  'poa',
  'priceonrequest',
  'priceonapplication',
  'onrequest',
  'callforprice',
  'askforprice',
  'pleasecall',
  'hargaataspermintaan',
  'hubungikami',
  'silahubungi',
]);

export const isPriceOnRequest = (cell: string): boolean => ON_REQUEST.has(squashWord(cell));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Malay month names where they differ from English (Mac, Mei, Ogos, Okt, Dis). */
const MALAY_MONTHS: Readonly<Record<string, number>> = { mac: 3, mei: 5, jul: 7, ogo: 8, okt: 10, dis: 12 };

const monthOf = (word: string): number | null => {
  const w = word.toLowerCase().slice(0, 3);
  const en = MONTHS.indexOf(w);
  return en >= 0 ? en + 1 : (MALAY_MONTHS[w] ?? null);
};

const validDay = (y: number, m: number, d: number): boolean =>
  m >= 1 && m <= 12 && d >= 1 && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;

/**
 * A registration given as a date → its year as digits: '03/2019', '2019-03', '2019-03-14',
 * '14/03/2019', '14.03.2019', 'Mar 2019', '14 Mar 2019' (a time after the date, as a spreadsheet
 * may add, is ignored); null when the cell is not such a date (a bare year is read as it is).
 */
export function yearOfDate(cell: string): string | null {
  const s = cell.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i, '');
  const my = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(s);
  if (my) return Number(my[1]) >= 1 && Number(my[1]) <= 12 ? (my[2] ?? null) : null;
  const ymd = /^(\d{4})[/.-](\d{1,2})(?:[/.-](\d{1,2}))?$/.exec(s);
  if (ymd) return validDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3] ?? 1)) ? (ymd[1] ?? null) : null;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (dmy) return validDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1])) ? (dmy[3] ?? null) : null;
  const named = /^(?:(\d{1,2})[\s-]+)?([A-Za-z]{3,9})\.?[\s-]+(\d{4})$/.exec(s);
  if (named?.[2] && named[3]) {
    const m = monthOf(named[2]);
    return m !== null && validDay(Number(named[3]), m, Number(named[1] ?? 1)) ? named[3] : null;
  }
  return null;
}
