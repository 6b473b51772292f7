// 'Fix a cell here' (src/features/admin/stock/import/ImportFixCells.tsx) for a dealer's file that has
// no body type column: every row that needs one is listed, by its line and its car, a page at a
// time; the body type is a list of the site's values, the mileage a box; a value typed for a
// column the file lacks sticks, and the "no column" notice goes once no row needs it. The clicks
// themselves (Enter, Tab, leaving the box): tests/staff/import-mapping.spec.ts.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ImportFixCells, { COMMIT_KEYS, FIX_PAGE } from '~/features/admin/stock/import/ImportFixCells';
import ImportMapping from '~/features/admin/stock/import/ImportMapping';
import ImportPreview from '~/features/admin/stock/import/ImportPreview';
import { msOptions } from '~/i18n/ms';
import {
  checkTable,
  guessMapping,
  readCsvTable,
  type CheckOptions,
  type CsvColumn,
  type CsvRow,
  type CsvTable,
} from '~/lib/staff/vehicle/csv';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/';
const none = () => undefined;

/** 25 cars with no body column; the last one's mileage is 'lots'. */
const HEADER = 'Stock No,Brand,Model,Year,Price,Mileage,Fuel,Gearbox,Grade,Colour';
const lineOf = (i: number) =>
  `B${i},BMW,X${(i % 7) + 1},${2015 + (i % 9)},"RM ${100 + i},000",${i === 25 ? 'lots' : `"${i}0,000 km"`},Petrol,Auto,Good,White`;
const FILE = [HEADER, ...Array.from({ length: 25 }, (_, k) => lineOf(k + 1))].join('\r\n');

function table(): CsvTable {
  const t = readCsvTable(new TextEncoder().encode(FILE).buffer as ArrayBuffer);
  if (!t.ok) throw new Error(t.message);
  return t;
}
const t = table();
const mapping = guessMapping(t.header, {}, t.body, [msOptions]);
function check(options: Partial<CheckOptions> = {}) {
  const r = checkTable(t, mapping, { storagePrefix: STORAGE, labels: [msOptions], ...options });
  if (!r.ok) throw new Error(r.message);
  return r;
}

/** Each row header of the fix list, and each box's label with its kind (select or input). */
function fixList(html: string): { rows: string[]; boxes: string[]; page: string | null } {
  const plain = (s: string) => s.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
  return {
    rows: [...html.matchAll(/<th scope="rowgroup"[^>]*>(.*?)<\/th>/g)].map((m) => plain(m[1] ?? '')),
    boxes: [...html.matchAll(/<(select|input)[^>]*aria-label="(Row [^"]+)"/g)].map((m) => `${m[2]} (${m[1]})`),
    page: /data-testid="import-fix-page">(.*?)<\/span>/.exec(html)?.[1]?.replace(/<!-- -->/g, '') ?? null,
  };
}

const draw = (rows: readonly CsvRow[], cell: (r: CsvRow, c: CsvColumn) => string = () => '') =>
  renderToStaticMarkup(<ImportFixCells rows={rows.filter((r) => r.fixable.length > 0)} cell={cell} onFix={none} />);

describe('a file without a body type column', () => {
  it('lists every row that needs one, by line and car, 20 to a page, the body type as a list and the mileage as a box', () => {
    const { rows } = check();
    expect(rows.filter((r) => r.fixable.length > 0)).toHaveLength(25);
    const { rows: named, boxes, page } = fixList(draw(rows));
    expect(named).toHaveLength(FIX_PAGE);
    expect(named.slice(0, 2)).toEqual(['Row 2: 2016 BMW X2 (B1)', 'Row 3: 2017 BMW X3 (B2)']);
    expect(boxes.slice(0, 2)).toEqual(['Row 2 body_type (select)', 'Row 3 body_type (select)']);
    expect(page).toBe('Rows 1–20 of 25 to fix');
    // The last row, on the second page, needs its mileage too: a box for it beside the body type.
    expect(rows[24]?.fixable).toEqual(['mileage', 'body_type']);
    expect(rows[24]?.car).toBe('2022 BMW X5 (B25)');
  });

  it("offers the site's body types, and a file's word that means none of them as not chosen", () => {
    const { rows } = check();
    const html = draw(rows.slice(0, 1), () => 'Lorry');
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => m[2]);
    expect(options).toEqual([
      '‘Lorry’: choose…',
      'Sedan',
      'Hatchback',
      'SUV',
      'MPV',
      '4X4',
      'Wagon',
      'Coupe',
      'Convertible',
      'Gran Coupe',
      'Supercar',
    ]);
  });

  it('a body type typed for a row sticks: the row imports with it and leaves the list', () => {
    const fixes = new Map([[0, { body_type: 'SUV' }]]);
    const { rows } = check({ fixes, incompleteAsDrafts: true });
    expect(rows[0]?.input).toMatchObject({ stockNumber: 'B1', bodyType: 'SUV', status: 'available' });
    expect(rows[0]?.draft).toBe(false);
    expect(rows[0]?.fixable).toEqual([]);
    expect(rows[1]?.input).toMatchObject({ stockNumber: 'B2', bodyType: null, status: 'draft' });
    expect(fixList(draw(rows)).rows[0]).toBe('Row 3: 2017 BMW X3 (B2)');
  });

  it('the "no column" notice goes once no row needs a body type', () => {
    const notice = (needed: readonly CsvColumn[]) =>
      renderToStaticMarkup(
        <ImportMapping
          table={t}
          mapping={mapping}
          guesses={[]}
          onChange={none}
          everyRow={{}}
          onEveryRow={none}
          needed={needed}
          remember={false}
          onRemember={none}
        />,
      ).includes('Required fields with no column: Body Type.');
    expect(notice(check().missingColumns)).toBe(true);
    const everyRowFixed = new Map(
      Array.from({ length: 25 }, (_, i) => [i, { body_type: 'SUV', ...(i === 24 ? { mileage: '250,000 km' } : {}) }]),
    );
    const fixed = check({ fixes: everyRowFixed });
    expect(fixed.rows.filter((r) => r.input !== null)).toHaveLength(25);
    expect(fixed.missingColumns).toEqual([]);
    expect(notice(fixed.missingColumns)).toBe(false);
  });

  it('the preview draws the fix list beside the counts, and Enter and Tab commit as leaving the box does', () => {
    const { rows, synonyms } = check();
    const html = renderToStaticMarkup(
      <ImportPreview
        rows={rows}
        synonyms={synonyms}
        broken={[]}
        cell={() => ''}
        onFix={none}
        onDownloadRejected={none}
        incompleteAsDrafts={false}
        onIncompleteAsDrafts={none}
      />,
    );
    const counts = /data-testid="import-counts">(.*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
    expect(counts).toBe('25 rows: 0 ready to import, 1 with an error, 24 lacking required fields');
    expect(fixList(html).boxes).toContain('Row 2 body_type (select)');
    expect([...COMMIT_KEYS]).toEqual(['Enter', 'Tab']);
  });
});
