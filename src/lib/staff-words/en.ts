// The staff pages' words in English: every message the sign-in card, the account pages, the admin
// (/manage-inventory) and the Logout button's toasts show, grouped by subject, each written once.
// Many are docs/product.md §8 word for word, and tests assert them literally: change a character
// here and in the tests together. A message with values is a function of those values, and a new
// language is one more file of the same shape (./index.ts). The list card's words live in
// ./list-card-en.ts, the navigation's in ./nav-en.ts, the leads inbox's in ./leads-en.ts, the
// desk's in ./desk-en.ts, the staff list's in ./staff-en.ts and ./workspace-en.ts, parts of this
// file's object: the staff pages' first screens load them alone.
import { listCard } from './list-card-en';
import { staffNav } from './nav-en';
import { leads } from './leads-en';
import { desk } from './desk-en';
import { staff } from './staff-en';
import { workspace } from './workspace-en';
import { account, auth, common, password } from './account-en';
import { n, plural } from './count-en';

type Range = { min: number; max: number };
type ListLimit = { items: number; length: number };

export const en = {
  common,
  auth,
  password,
  account,

  /** Staff membership: approval, removal and the sign-up setting. */
  staff,

  /** The vehicles' toasts and notices in the admin (docs/product.md §8). */
  vehicle: {
    required: 'Error: Please fill in all required fields',
    /** The photo limit, in the dialog and for a CSV row's images. */
    maxImages: (max: number) => `Maximum ${max} images allowed`,
    saveFailed: 'Failed to save vehicle',
    deleteFailed: 'Failed to delete vehicle',
    added: 'Vehicle added successfully',
    updated: 'Vehicle updated successfully',
    deleted: 'Vehicle deleted successfully',
    restored: 'Vehicle restored',
    restoreFailed: 'Failed to restore vehicle',
    loadFailed: 'Failed to load vehicles',
    exportFailed: 'Could not export the vehicles',
    badImageType: 'Only JPEG, PNG, WebP and AVIF images are allowed',
    /** A chosen file with an image's name and type but no picture in it. */
    unreadableImage: (name: string) =>
      `"${name}" is not an image that can be opened. Choose a JPEG, PNG, WebP or AVIF photo.`,
    photosAdded: (count: number) => `Added ${count} ${count === 1 ? 'photo' : 'photos'}`,
    conflict: 'This vehicle was changed by someone else since you opened it.',
    /** 'Save as draft', for a new car or an edit: nothing went on the site. */
    draftSaved: 'Draft saved',
  },

  /** What the vehicle form says of a field's value (../vehicle-form.ts). */
  form: {
    year: (min: number, max: number) => `Year must be a whole number from ${min} to ${max}, like 2021`,
    price: 'Price must be a number in MYR, like 285000 or 285000.50',
    priceNegative: 'Price cannot be negative: enter the asking price in MYR, like 285000',
    mileage: 'Mileage must be a whole number of kilometres, like 45000',
    mileageNegative: 'Mileage cannot be negative: enter the kilometres on the odometer, like 45000',
    option: 'Please choose a value from the list',
    // 'Price (MYR)' is required as 'Price': the unit is for typing, not for the message.
    required: (label: string) => `${label.replace(/ \(.*\)$/, '')} is required`,
  },

  /** What the form says when a value is outside its limit (the numbers: ../vehicle-fields-staff.ts). */
  limits: {
    make: (length: number) => `Make must be at most ${length} characters`,
    model: (length: number) => `Model must be at most ${length} characters`,
    variant: (length: number) => `Variant must be at most ${length} characters`,
    color: (length: number) => `Color must be at most ${length} characters`,
    features: (limit: ListLimit) => `Features: at most ${limit.items} items of up to ${limit.length} characters each`,
    detailsList: (label: string, limit: ListLimit) =>
      `${label}: at most ${limit.items} items of up to ${limit.length} characters each`,
    detailsText: (length: number) => `Vehicle Details must be at most ${n(length)} characters`,
    price: (range: Range) => `Price must be from MYR ${n(range.min)} to MYR ${n(range.max)}`,
    stockNumber: (length: number) => `Stock Number must be at most ${length} characters`,
    stockNumberTaken: 'Stock Number is already used by another vehicle',
    mileage: (range: Range) => `Mileage must be from ${n(range.min)} to ${n(range.max)} KM`,
  },

  /** A CSV file refused, or a row's problems (../vehicle-csv.ts). */
  csv: {
    tooLarge: 'The file is 10 MB or larger. Split it into smaller files and import them one by one.',
    encoding: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and choose it again.',
    noHeader: 'The first row must name the columns (make, model, year, ...). Download the template to see them.',
    missing: (cols: string[]) => `The file has no ${cols.join(', ')} column${cols.length === 1 ? '' : 's'}.`,
    empty: 'The file has no rows under its header.',
    tooMany: (rows: number, maxRows: number) =>
      `The file has ${n(rows)} rows; an import holds at most ${n(maxRows)}. Split it into smaller files.`,
    duplicate: (stock: string, first: number, row: number) =>
      `stock_number '${stock}': Stock Number ${stock} is on rows ${first} and ${row}; only row ${first} is imported`,
    /** The first row of a stock number the file gives again. */
    duplicateKept: (stock: string, others: readonly number[]) =>
      `stock_number '${stock}' is also on ${others.length === 1 ? 'row' : 'rows'} ${others.join(', ')}, not imported: this row is`,
    notOneOf: (col: string, value: string, options: readonly string[]) =>
      `${col} '${value}' is not one of ${options.join(', ')}`,
    listedSince: (value: string) =>
      `listed_since '${value}': write the day the car was first listed, not in the future, like 2024-05-31 or 31/05/2024`,
    /** The preview's word for how a column was matched. */
    guessHow: {
      name: 'by its name',
      spelling: 'by a close spelling of its name',
      contents: 'by its values',
      remembered: 'as you chose before',
    },
    instalments: 'holds monthly instalments, not prices: not imported',
    rememberedContradicted: (was: string, now: string) =>
      `remembered as ${was}, but its values are ${now} values: read as ${now}`,
    namedContradicted: (named: string, now: string) =>
      `named like ${named}, but its values are ${now} values: read as ${now}`,
    mileageRange: (value: string, top: number) =>
      `mileage '${value}' is a range: imported as its upper end, ${n(top)} km`,
    instalmentPrice: (value: string) => `price '${value}' is a monthly instalment, not the price: left empty`,
    priceOnRequest: (value: string) =>
      `price '${value}': price on request, so the car is imported as a draft (off the site); add a price to publish it`,
    unregistered: (value: string, recond: boolean) =>
      `registration_year '${value}': not registered yet, so no registration year` +
      (recond ? '; imported as a recond car' : ''),
    /** A column guessed by its cells. */
    titlesContents: (named: string) =>
      `named like ${named}, but its values are listing titles: read as title (year, make, model and more from each)`,
    originAndStatus: (named: string) =>
      `named like ${named}, but its values are Used / Recond / New: read as origin, and a status word (Sold) as the car's status`,
    /** A record the file could not give cleanly, left out. */
    broken: (first: number, last: number, reason: string) =>
      `${first === last ? `Line ${first}` : `Lines ${first}–${last}`}: ${reason}. Not imported; fix it in the file.`,
    /** How the preview names a row: its line and the car its cells name. */
    rowName: (line: number, car: string) => (car === '' ? `Row ${line}` : `Row ${line}: ${car}`),
    /** The page of rows to fix shown. */
    fixPage: (first: number, last: number, total: number) => `Rows ${n(first)}–${n(last)} of ${n(total)} to fix`,
    /** A row lacking required fields, imported as a draft. */
    draftMissing: (cols: readonly string[]) => `imported as a draft: no ${cols.join(', ')}`,
    yearRange: (built: string, registered: string) =>
      `year '${built}/${registered}' holds two years: put the year it was made (${built}) in year and the year it was registered (${registered}) in registration_year`,
    /** 'Imports as': the columns that fill no form field, by what they hold (the form's fields go by its labels). */
    columnLabels: {
      images: 'Photos (web addresses)',
      listedSince: 'Listed since',
      version: 'Last changed (from an export)',
      title: 'Listing title (make, model and year read from it)',
      privateNote: 'Private note (staff only, never on the site)',
      chassisNumber: 'Chassis number (staff only)',
    },
  },

  /** 'Import CSV': its progress and outcome. */
  import: {
    /** The button that starts it, with the rows it writes. */
    start: (count: number) => `Import ${plural(count, 'vehicle', 'vehicles')}`,
    importing: (count: number, staged: number) =>
      `Importing ${plural(count, 'vehicle', 'vehicles')}... ` +
      (staged < count ? `${n(staged)} of ${n(count)} sent` : 'saving them all at once'),
    failed: 'Import failed: nothing was written.',
    summary: (
      s: { inserted: number; updated: number; unchanged?: number; sold?: number; drafted?: number },
      skipped: number,
      kept = 0,
    ) =>
      `Imported ${plural(s.inserted + s.updated + (s.unchanged ?? 0), 'vehicle', 'vehicles')}: ${s.inserted} added, ${s.updated} updated` +
      (s.unchanged ? `, ${s.unchanged} unchanged.` : '.') +
      (skipped > 0 ? ` ${plural(skipped, 'row with errors was', 'rows with errors were')} skipped.` : '') +
      (kept > 0 ? ` ${plural(kept, 'car keeps its', 'cars keep their')} current version.` : '') +
      (s.sold ? ` ${plural(s.sold, 'car not in the file was', 'cars not in the file were')} marked sold.` : '') +
      (s.drafted
        ? ` ${plural(s.drafted, 'car not in the file was', 'cars not in the file were')} taken off the site.`
        : ''),
    /** The preview's diff: what the import will do to the stock, before anything is written. */
    diff: {
      heading: 'What this import changes',
      checking: 'Comparing the file with the stock...',
      failed: 'Could not compare the file with the stock:',
      counts: (added: number, changed: number, unchanged: number, problems: number) =>
        `${n(added)} new, ${n(changed)} changed, ${n(unchanged)} unchanged, ${n(problems)} with problems`,
      newCars: 'New cars',
      changedCars: 'Changed cars',
      empty: '(empty)',
      restored: 'back from the trash',
      missing: (count: number) =>
        `${plural(count, 'car on the site is', 'cars on the site are')} not in this file (matched by its key):`,
      missingChoice: 'Cars not in the file',
      missingLeave: 'Leave them as they are',
      missingSold: 'Mark them sold',
      missingDraft: 'Take them off the site (draft)',
      /** A column mapped to the car's public description, named by its header. */
      publicColumn: (header: string) =>
        `'${header}' goes to the car's public details: buyers read it on the car's page. Private remarks belong in 'Private note (staff only, never on the site)'.`,
      match: 'Match rows to cars by',
      matchStock: 'Stock number',
      matchChassis: 'Chassis number',
      matchNone: 'No matching: every row is a new car',
      clearEmpty: 'Empty cells clear values',
      clearEmptyHint:
        'Off: an empty cell keeps what the car has. Photos, features and anything the file has no column for are always kept.',
    },
    undo: 'Undo this import',
    undone: (cars: number) => `Import undone: ${plural(cars, 'car', 'cars')} put back as before.`,
    undoFailed: 'Could not undo the import:',
    /** The stock's recent imports, each with its undo. */
    recent: 'Recent imports',
    recentLine: (when: string, s: { inserted: number; updated: number; sold: number; drafted: number }) =>
      `${when}: ${s.inserted} added, ${s.updated} updated` +
      (s.sold ? `, ${s.sold} marked sold` : '') +
      (s.drafted ? `, ${s.drafted} taken off the site` : ''),
    recentUndone: 'undone',
    recentHint: (days: number) =>
      `The imports of the last ${plural(days, 'day', 'days')}. Undoing one puts back each car it changed, deletes the cars it added and returns the cars it marked sold or took off the site.`,
    recentNone: 'No imports in these days.',
  },

  /** The owner's publishing setting. */
  publishing: {
    saved: 'Publishing setting saved',
    published: 'Sent to the host for publishing',
    nothingPending: 'Nothing waiting to be published',
    failed: 'Could not update the publishing setting',
  },

  /** A vehicle's history in the edit dialog. */
  history: {
    loadFailed: 'Could not load the history',
    empty: 'No changes recorded yet',
    restored: 'Earlier version restored',
    restoreFailed: 'Could not restore that version',
    action: {
      insert: 'Added',
      update: 'Edited',
      delete: 'Deleted',
      restore: 'Restored',
      purge: 'Removed for good',
    },
    /** Who made a change when no staff member did. */
    serverTask: 'a server task',
    database: 'the database',
    /** How a changed value reads: "Price: MYR 250,000 → MYR 240,000". */
    none: '(none)',
    photos: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
    lists: 'lists',
    detailsChanged: 'Vehicle Details changed',
  },

  /** The leads inbox, /manage-inventory/leads (live mode; docs/features.md "Live mode"). */
  leads,
  /** A car's inspection report (the 'Inspection report' dialog of /manage-inventory). */
  inspection: {
    open: 'Inspection report',
    title: (car: string) => `Inspection report: ${car}`,
    description: 'Check each point, add a note where something needs attention, then publish the report.',
    loading: 'Loading the report...',
    loadFailed: 'Could not load the inspection report',
    progress: (checked: number, total: number) => `${n(checked)} of ${n(total)} checked`,
    states: { pass: 'Pass', attention: 'Attention', fail: 'Fail', not_inspected: 'Not inspected' },
    inspectedOn: 'Date inspected',
    inspector: 'Inspector',
    inspectorKind: { in_house: 'In-house', third_party: 'Third party' },
    odometer: 'Odometer (km)',
    auctionOverall: 'Auction grade',
    auctionInterior: 'Interior grade',
    gradeNone: 'Not stated',
    note: 'Note',
    noteRequired: 'Say what needs attention',
    measurement: (unit: string) => `Measurement (${unit})`,
    addPhoto: 'Add photo',
    removePhoto: (index: number) => `Remove photo ${index}`,
    photoLimit: 'Up to 3 photos per point',
    photoFailed: 'Could not upload the photo',
    saveDraft: 'Save draft',
    publish: 'Publish report',
    saved: 'Draft saved',
    published: 'Report published: it shows on the car page after the next publish',
    saveFailed: 'Could not save the report',
    fixFirst: (count: number) => `${plural(count, 'point needs', 'points need')} a note before saving`,
    newReport: 'Start a new inspection',
    draft: 'Draft',
    publishedOn: (date: string) => `Published report of ${date}`,
    due: {
      never: 'No published inspection yet',
      age: 'Inspection due: the last one is over 90 days old',
      mileage: 'Inspection due: the car has done over 1,000 km since',
      none: '',
    },
    close: 'Close',
    /** Under the button on the staff list. */
    listDue: {
      never: 'Not inspected yet',
      age: 'Inspection due: over 90 days old',
      mileage: 'Inspection due: over 1,000 km since',
    },
  },
  workspace,
  desk,
  /** A car on the staff list: its photos, and its days in stock once it is on the site. */
  listCard,
  /** The staff pages' navigation (StaffNavLinks.tsx). */
  staffNav,
};

/** The shape every language's staff words have. */
export type StaffWords = typeof en;
