// A CSV file read record by record with its line numbers (docs/product.md D34, "A dealer's own file").
// papaparse reads a quote a spreadsheet left open as a field that runs to the end of the file, and a
// row with too many or too few cells as it is: the rows after it vanish, or its values land in the
// wrong columns. A stray quote does the same more quietly: one that closes in the middle of a cell
// moves the record's later cells, and one left open swallows the next records, sometimes into a
// record whose cells still add up to the header's width. This reader keeps what it could not read
// cleanly apart, naming its lines and why, and reads on from the next line, so the rest of the file
// still imports and nothing moves silently.
import Papa from 'papaparse';

/** A record left out: the lines it spans (first, last) and what was wrong, in plain words. */
export interface BrokenRecord {
  first: number;
  last: number;
  reason: string;
}

export interface CsvRecords {
  header: string[];
  body: string[][];
  /** The line each body row starts on, as a text editor numbers it (the header is line 1). */
  lines: number[];
  broken: BrokenRecord[];
}

/**
 * A record read: its cells, where the next starts, whether every quote it opened was closed, and
 * whether a quote closed before the end of its cell (text followed it: a stray quote, which
 * papaparse reads on, moving the rest of the record's cells).
 */
type Read = { cells: string[]; next: number; closed: boolean; stray: boolean };

/** One record from `at`. */
function readRecord(text: string, at: number, delimiter: string): Read {
  const cells: string[] = [];
  let i = at;
  let stray = false;
  for (;;) {
    let cell = '';
    if (text[i] === '"') {
      i += 1;
      let closed = false;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        cell += text[i];
        i += 1;
      }
      if (!closed) return { cells: [...cells, cell], next: text.length, closed: false, stray };
      // Text after the closing quote up to the delimiter belongs to the cell (as papaparse reads it).
      const end = i;
      while (i < text.length && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
      if (text.slice(end, i).trim() !== '') stray = true;
    } else {
      while (i < text.length && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
    }
    cells.push(cell);
    if (text[i] === delimiter) {
      i += 1;
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else if (i < text.length) i += 1;
    return { cells, next: i, closed: true, stray };
  }
}

const lineBreaks = (text: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i += 1) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) n += 1;
  }
  return n;
};

/** Where the line after the one starting at `at` starts. */
const nextLine = (text: string, at: number): number => {
  const n = text.indexOf('\n', at);
  const r = text.indexOf('\r', at);
  const end = n < 0 ? r : r < 0 ? n : Math.min(n, r);
  if (end < 0) return text.length;
  return text[end] === '\r' && text[end + 1] === '\n' ? end + 2 : end + 1;
};

/**
 * Whether a record that runs over lines (from `at` to `end`) swallowed records of their own: a line
 * inside it that, read alone, has as many cells as the header, closes every quote it opens and
 * stays on its line. A note with line breaks in it does not look like that in a file of 3 or more columns.
 */
function swallows(text: string, at: number, end: number, delimiter: string, width: number): boolean {
  if (width < 3) return false;
  for (let start = nextLine(text, at); start < end; start = nextLine(text, start)) {
    const alone = readRecord(text, start, delimiter);
    const oneLine = lineBreaks(text, start, alone.next) <= 1;
    if (alone.closed && !alone.stray && oneLine && alone.cells.length === width) return true;
  }
  return false;
}

const blank = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '');

/** The delimiter the file uses: comma, semicolon or tab (papaparse's guess on its first lines). */
const delimiterOf = (text: string): string => {
  const guess = Papa.parse<string[]>(text.slice(0, 64 * 1024), { delimitersToGuess: [',', ';', '\t'], preview: 20 });
  return guess.meta.delimiter || ',';
};

/** The cells of `text` (no byte order mark), each record with its line; records not read cleanly apart. */
export function readRecords(text: string): CsvRecords {
  const delimiter = delimiterOf(text);
  const out: CsvRecords = { header: [], body: [], lines: [], broken: [] };
  let at = 0;
  let line = 1;
  let width = -1;
  while (at < text.length) {
    const read = readRecord(text, at, delimiter);
    const span = lineBreaks(text, at, read.next);
    const last = line + Math.max(0, span - (read.next >= text.length && !/[\r\n]$/.test(text) ? 0 : 1));
    if (blank(read.cells) && read.closed) {
      line += Math.max(1, span);
      at = read.next;
      continue;
    }
    if (width < 0) {
      out.header = read.cells;
      width = read.cells.length;
      line += Math.max(1, span);
      at = read.next;
      continue;
    }
    // Trailing empty cells (a spreadsheet's stray comma) are no cells.
    const cells = [...read.cells];
    while (cells.length > width && cells[cells.length - 1]?.trim() === '') cells.pop();
    const reason = !read.closed
      ? 'a quote opens here and is never closed'
      : span > 1 && swallows(text, at, read.next, delimiter, width)
        ? `a quote opens here and runs on into the next ${span - 1 === 1 ? 'line' : `${span - 1} lines`}, which ${span - 1 === 1 ? 'is a record' : 'hold records'} of ${span - 1 === 1 ? 'its' : 'their'} own`
        : read.stray
          ? 'a stray quote: a quote closes in the middle of a cell, so the cells after it would land in the wrong columns'
          : cells.length !== width
            ? span > 1
              ? `a quote opens here and closes ${span - 1} ${span - 1 === 1 ? 'line' : 'lines'} further down, leaving ${cells.length} cells where the header has ${width}`
              : `${cells.length} cells where the header has ${width}`
            : null;
    if (reason === null) {
      out.body.push(cells);
      out.lines.push(line);
      line += Math.max(1, span);
      at = read.next;
      continue;
    }
    // A record that ran over lines is read again from its next line: those lines are records of their own.
    const oneLine = !read.closed || span > 1;
    out.broken.push({ first: line, last: oneLine ? line : last, reason });
    at = oneLine ? nextLine(text, at) : read.next;
    line += oneLine ? 1 : Math.max(1, span);
  }
  return out;
}
