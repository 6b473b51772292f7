// The import dialog's mapping and preview (src/features/admin/stock/import/ImportMapping.tsx, ImportPreview.tsx)
// for a dealer's 300-car exports, as the dialog draws them once a file is chosen: each column's
// guess, the form's words for the choices, the ignored columns, the counts and the dealers' words
// read as the site's values. The guesses and checks themselves: csv-mapping.test.ts; the clicks
// (a value for every row, fixing a cell, remapping): tests/staff/import-mapping.spec.ts.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ImportMapping from '~/features/admin/stock/import/ImportMapping';
import ImportPreview from '~/features/admin/stock/import/ImportPreview';
import { msOptions } from '~/i18n/ms';
import { STAFF_WORDS } from '~/lib/staff-words';
import { checkTable, guessColumns, readCsvTable, type EveryRow } from '~/lib/staff/vehicle/csv';
import { carlistCsv, carlistRawCsv } from '../support/carlist-fixture';

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/';
const none = () => undefined;

/** The dialog once `text` is chosen (ImportDialog.tsx: guessColumns, then checkTable), drawn as HTML. */
function chosen(text: string, everyRow: EveryRow = {}) {
  const table = readCsvTable(new TextEncoder().encode(text).buffer as ArrayBuffer);
  if (!table.ok) throw new Error(table.message);
  const guesses = guessColumns(table.header, {}, table.body, [msOptions]);
  const mapping = guesses.map((g) => g.column);
  const checked = checkTable(table, mapping, { storagePrefix: STORAGE, labels: [msOptions], everyRow });
  if (!checked.ok) throw new Error(checked.message);
  const mappingHtml = renderToStaticMarkup(
    <ImportMapping
      table={table}
      mapping={mapping}
      guesses={guesses}
      onChange={none}
      everyRow={everyRow}
      onEveryRow={none}
      remember={false}
      onRemember={none}
    />,
  );
  const previewHtml = renderToStaticMarkup(
    <ImportPreview
      rows={checked.rows}
      synonyms={checked.synonyms}
      broken={[]}
      cell={() => ''}
      onFix={none}
      onDownloadRejected={none}
      incompleteAsDrafts={false}
      onIncompleteAsDrafts={none}
    />,
  );
  return { mappingHtml, previewHtml, ready: checked.rows.filter((r) => r.input !== null).length };
}

/** The options of the select labelled `label`: their text, and the value of the one chosen. */
function select(html: string, label: string): { options: string[]; value: string | undefined } {
  const at = html.indexOf(`aria-label="${label}"`);
  if (at < 0) throw new Error(`no select labelled ${label}`);
  const body = html.slice(at, html.indexOf('</select>', at));
  const options = [...body.matchAll(/<option value="([^"]*)"([^>]*)>([^<]*)<\/option>/g)];
  return {
    options: options.map((o) => o[3] ?? ''),
    value: options.find((o) => (o[2] ?? '').includes('selected'))?.[1],
  };
}

/** The text of the element with this data-testid, or of the list with this aria-label, as a reader sees it. */
function text(html: string, attr: string): string[] {
  const at = html.indexOf(attr);
  if (at < 0) return [];
  const tag = /^<(\w+)/.exec(html.slice(html.lastIndexOf('<', at)))?.[1] ?? '';
  const inner = html.slice(html.indexOf('>', at) + 1, html.indexOf(`</${tag}>`, at));
  const plain = (s: string) =>
    s
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&gt;/g, '>');
  return tag === 'ul' ? [...inner.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => plain(m[1] ?? '')) : [plain(inner)];
}

describe("a Carlist-style export of 300 cars, in the dealer's words", () => {
  const { mappingHtml, previewHtml } = chosen(carlistCsv('CL', 300));

  it('shows each column as guessed, and leaves the seller notes out', () => {
    expect(select(mappingHtml, 'Imports Transm as').value).toBe('transmission');
    expect(select(mappingHtml, 'Imports Harga as').value).toBe('price');
    expect(select(mappingHtml, 'Imports Mileage (km) as').value).toBe('mileage');
    expect(select(mappingHtml, 'Imports Keadaan as').value).toBe('condition');
    expect(select(mappingHtml, 'Imports Seller Notes as').value).toBe('');
    expect(text(mappingHtml, 'data-testid="import-ignored"')).toEqual(['Not imported: Seller Notes']);
  });

  it("offers the form's words for each field, not the template's column names", () => {
    expect(select(mappingHtml, 'Imports Harga as').options).toEqual([
      'Ignore this column',
      'Stock Number',
      'Make',
      'Model',
      'Variant',
      'Year',
      'Price (MYR)',
      'Mileage (KM)',
      'Fuel Type',
      'Transmission',
      'Condition',
      'Body Type',
      'Color',
      'Status',
      'Features',
      'Exterior Details',
      'Interior Details',
      'Drivetrain Details',
      'Vehicle Details',
      'Private note (staff only, never on the site)',
      'Chassis number (staff only)',
      'Origin',
      'First Registered',
      'Previous Owners',
      'Warranty (months)',
      'Engine Capacity (cc)',
      'Motor Power (kW)',
      'Photos (web addresses)',
      'Listed since',
      'Last changed (from an export)',
      'Listing title (make, model and year read from it)',
    ]);
  });

  it('counts 300 rows ready, and names the words read as the site’s values', () => {
    expect(text(previewHtml, 'data-testid="import-counts"')).toEqual(['300 rows: 300 ready to import, 0 with errors']);
    const words = text(previewHtml, `aria-label="Words read as the site&#x27;s values"`);
    expect(words).toContain('fuel_type: Petrol → Gasoline (180 rows)');
    expect(words).toContain('body_type: Saloon → Sedan (60 rows)');
  });
});

describe("a dealer's raw Carlist export of 300 cars", () => {
  it("reads 'Condition' as origin, names the condition it lacks, and imports none until one is chosen", () => {
    const { mappingHtml, previewHtml, ready } = chosen(carlistRawCsv('RW', 300));
    expect(select(mappingHtml, 'Imports Condition as').value).toBe('origin');
    expect(select(mappingHtml, 'Imports Mfg Year as').value).toBe('year');
    expect(select(mappingHtml, 'Imports Description as').value).toBe('vehicle_details');
    expect(text(mappingHtml, 'data-testid="import-unmapped"')).toEqual([
      'Required fields with no column: Condition. Choose the column that holds each, or one value for every row.',
    ]);
    expect(select(mappingHtml, 'Condition for every row').options).toEqual([
      'Choose…',
      'Excellent',
      'Very Good',
      'Good',
      'Fair',
    ]);
    expect(ready).toBe(0);
    expect(text(previewHtml, 'data-testid="import-counts"')).toEqual([
      '300 rows: 0 ready to import, 0 with errors, 300 lacking required fields',
    ]);
  });

  it('with Good for every row: nothing unmapped, 300 rows ready, New read as Local in 40', () => {
    const { mappingHtml, previewHtml, ready } = chosen(carlistRawCsv('RW', 300), { condition: 'Good' });
    expect(text(mappingHtml, 'data-testid="import-unmapped"')).toEqual([]);
    expect(ready).toBe(300);
    expect(text(previewHtml, 'data-testid="import-counts"')).toEqual(['300 rows: 300 ready to import, 0 with errors']);
    const words = text(previewHtml, `aria-label="Words read as the site&#x27;s values"`);
    expect(words).toContain('origin: New → Local (40 rows)');
  });
});

it("the summary after importing them: 'Imported 300 vehicles: 300 added, 0 updated.'", () => {
  expect(STAFF_WORDS.import.summary({ inserted: 300, updated: 0 }, 0)).toBe(
    'Imported 300 vehicles: 300 added, 0 updated.',
  );
  expect(STAFF_WORDS.import.start(300)).toBe('Import 300 vehicles');
  expect(STAFF_WORDS.import.start(0)).toBe('Import 0 vehicles');
});
