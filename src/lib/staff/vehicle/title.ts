// A listing's title read into fields (docs/product.md D34, "A dealer's own file"). Marketplace
// exports carry the car in one text, in this order: manufacture year '/' registration year, make,
// model, engine in litres, variant, body type, then after ' - ' the seller's own words:
// `2013/2014 BMW 528i 2.0 Sedan - M Sport service record`. Engine litres are stored as cc at one
// thousand per litre (2.0 → 2000 cc), the nominal size dealers mean, not the exact displacement.
import { optionValue } from './columns';

/** Makes the title reader knows, multi-word ones included; the short forms dealers write map to them. */
export const KNOWN_MAKES = [
  'Alfa Romeo',
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'Cadillac',
  'Chevrolet',
  'Ferrari',
  'Ford',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Jaguar',
  'Jeep',
  'Kia',
  'Lamborghini',
  'Land Rover',
  'Lexus',
  'Maserati',
  'Mazda',
  'McLaren',
  'Mercedes-Benz',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Perodua',
  'Peugeot',
  'Porsche',
  'Proton',
  'Rolls-Royce',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;

const SHORT_FORMS: Readonly<Record<string, string>> = {
  merc: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  'mercedes benz': 'Mercedes-Benz',
  lr: 'Land Rover',
  landrover: 'Land Rover',
  vw: 'Volkswagen',
  'rolls royce': 'Rolls-Royce',
  'alfa romeo': 'Alfa Romeo',
};

/**
 * Sub-brands written as a make ('Mercedes-AMG G63', 'Mercedes-Maybach S580'): the make they belong
 * to, and the word that stays at the head of the model ('AMG G63'), as the car is known.
 */
const SUB_BRANDS: Readonly<Record<string, { make: string; word: string }>> = {
  'mercedes amg': { make: 'Mercedes-Benz', word: 'AMG' },
  'mercedes benz amg': { make: 'Mercedes-Benz', word: 'AMG' },
  'mercedes maybach': { make: 'Mercedes-Benz', word: 'Maybach' },
  'mercedes benz maybach': { make: 'Mercedes-Benz', word: 'Maybach' },
};

/** Words that name a line within a make ('AMG GT', 'Maybach S580'): the model is that word and the next. */
const LINE_WORDS = new Set(['amg', 'maybach']);

/** Models of more than one word, kept whole when the title gives no engine size to end the model. */
const LONG_MODELS = [
  'Range Rover Sport',
  'Range Rover Evoque',
  'Range Rover Velar',
  'Range Rover',
  'Discovery Sport',
  'Land Cruiser',
  'Grand Cherokee',
  'Model 3',
  'Model S',
  'Model X',
  'Model Y',
  'Cooper S',
  'Continental GT',
  'Flying Spur',
  '911 GT3 RS',
  '911 GT3',
  '911 GT2 RS',
  '911 Turbo S',
  '911 Turbo',
  '718 Cayman',
  '718 Boxster',
  '718 Spyder',
];

/** Every written form of a make (lower case, spaces for hyphens) → the make. */
const MAKE_FORMS: [string, string][] = [
  ...KNOWN_MAKES.map((m): [string, string] => [m.toLowerCase().replace(/-/g, ' '), m]),
  ...Object.entries(SHORT_FORMS),
];

const words = (s: string): string[] =>
  s
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
const norm = (w: string): string => w.toLowerCase().replace(/-/g, ' ');

const MAKE_BY_FORM = new Map(MAKE_FORMS);

/**
 * The make `tokens` start with, how many tokens it took (the longest match) and, for a sub-brand,
 * the word it leaves at the head of the model; null when none.
 */
function makeAt(tokens: readonly string[]): { make: string; used: number; word: string | null } | null {
  for (let used = Math.min(3, tokens.length); used >= 1; used -= 1) {
    const form = norm(tokens.slice(0, used).join(' '));
    const sub = SUB_BRANDS[form];
    if (sub) return { make: sub.make, used, word: sub.word };
    const make = MAKE_BY_FORM.get(form);
    if (make !== undefined) return { make, used, word: null };
  }
  return null;
}

/** The known make a name means ('Merc' → 'Mercedes-Benz'); the name as written when it is none of them. */
export const knownMake = (name: string): string | null => {
  const hit = makeAt(words(name));
  return hit && hit.used === words(name).length ? hit.make : null;
};

export interface TitleFields {
  year: string | null;
  registrationYear: string | null;
  make: string | null;
  model: string | null;
  engineCapacityCc: string | null;
  variant: string | null;
  bodyType: string | null;
  /** The seller's own words after ' - '. */
  notes: string | null;
}

const LITRES = /^(\d)\.(\d)\s*[lt]?$/i;

/** The body type a word (or two) at `i` means, and how many words it took. */
function bodyAt(tokens: readonly string[], i: number): { body: string; used: number } | null {
  for (const used of [2, 1]) {
    if (i + used > tokens.length) continue;
    const body = optionValue('body_type', tokens.slice(i, i + used).join(' '));
    if (body) return { body, used };
  }
  return null;
}

/** A title's fields; each is null when the title does not give it. */
export function parseTitle(title: string): TitleFields {
  const out: TitleFields = {
    year: null,
    registrationYear: null,
    make: null,
    model: null,
    engineCapacityCc: null,
    variant: null,
    bodyType: null,
    notes: null,
  };
  const dash = title.search(/\s[-–|]\s/);
  const main = dash < 0 ? title : title.slice(0, dash);
  if (dash >= 0) out.notes = title.slice(dash + 3).trim() || null;
  let tokens = words(main);
  const years = /^(\d{4})(?:\s*\/\s*(\d{4}))?$/.exec(tokens[0] ?? '');
  if (years?.[1]) {
    out.year = years[1];
    out.registrationYear = years[2] ?? null;
    tokens = tokens.slice(1);
  }
  const make = makeAt(tokens);
  if (!make) return out;
  out.make = make.make;
  tokens = [...(make.word ? [make.word] : []), ...tokens.slice(make.used)];
  // The body type: the last word that names one, not the model's first word.
  let body: { at: number; body: string; used: number } | null = null;
  for (let i = 1; i < tokens.length; i += 1) {
    const b = bodyAt(tokens, i);
    if (b) body = { at: i, ...b };
  }
  if (body) out.bodyType = body.body;
  const rest = body ? tokens.slice(0, body.at) : tokens;
  const after = body ? tokens.slice(body.at + body.used) : [];
  const litres = rest.findIndex((t, i) => i > 0 && LITRES.test(t));
  let modelEnd: number;
  if (litres > 0) {
    const m = LITRES.exec(rest[litres] ?? '');
    out.engineCapacityCc = m ? String(Number(m[1]) * 1000 + Number(m[2]) * 100) : null;
    modelEnd = litres;
  } else {
    const text = rest.join(' ').toLowerCase();
    const long = LONG_MODELS.find((m) => text === m.toLowerCase() || text.startsWith(`${m.toLowerCase()} `));
    const line = LINE_WORDS.has((rest[0] ?? '').toLowerCase()) ? 2 : 1;
    modelEnd = long ? words(long).length : Math.min(line, rest.length);
  }
  out.model = rest.slice(0, modelEnd).join(' ') || null;
  const variant = [...rest.slice(litres > 0 ? litres + 1 : modelEnd), ...after].join(' ');
  out.variant = variant || null;
  return out;
}

/** A 'Model' cell that starts with its make ('BMW 528i', 'Land Rover Range Rover Sport') → both; null otherwise. */
export function splitMakeModel(cell: string): { make: string; model: string } | null {
  const tokens = words(cell);
  const make = makeAt(tokens);
  if (!make || make.used >= tokens.length) return null;
  return { make: make.make, model: [...(make.word ? [make.word] : []), ...tokens.slice(make.used)].join(' ') };
}

/**
 * A make cell that names a sub-brand ('Mercedes-AMG') with its model cell ('G63') → the make and the
 * model as a title reads them (Mercedes-Benz, 'AMG G63'); null when the make is no sub-brand.
 */
export function subBrandCar(make: string, model: string): { make: string; model: string } | null {
  const tokens = words(make);
  const hit = makeAt(tokens);
  if (!hit?.word || hit.used !== tokens.length) return null;
  const rest = model.trim();
  const named = rest.toLowerCase().startsWith(`${hit.word.toLowerCase()} `) || rest === '';
  return { make: hit.make, model: named ? rest : `${hit.word} ${rest}` };
}
