// Atom 1.0 (RFC 4287) documents for the site's feeds: the feed's id, title, updated,
// author and self link, and per entry its id, title, updated, alternate link and summary (the
// elements RFC 4287 §4.1.1 and §4.1.2 require, plus what feed readers show).
import { lastmodOf } from './sitemap';

export interface AtomEntry {
  /** A permanent IRI: the same item keeps it, a new item (another price drop) gets a new one. */
  id: string;
  title: string;
  /** Absolute URL of the page the entry is about. */
  url: string;
  /** Postgres or ISO timestamp. */
  updated: string;
  summary: string;
  /** Absolute URL of a photo, offered as an enclosure. */
  image?: string | null;
}

interface AtomFeed {
  /** Absolute URL of the feed itself (its id and rel="self"). */
  self: string;
  /** Absolute URL of the page the feed follows (rel="alternate"). */
  page: string;
  title: string;
  subtitle: string;
  lang: string;
  author: string;
  /** Used for <updated> when the feed has no entries (an empty feed is still valid). */
  fallbackUpdated: string;
  entries: readonly AtomEntry[];
}

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** An RFC 3339 date-time, as atom:updated requires. */
const rfc3339 = (ts: string): string => lastmodOf(ts);

function entryXml(e: AtomEntry): string {
  const photo = e.image
    ? `\n    <link rel="enclosure" type="${imageType(e.image)}" href="${escapeXml(e.image)}"/>`
    : '';
  return `  <entry>
    <id>${escapeXml(e.id)}</id>
    <title>${escapeXml(e.title)}</title>
    <updated>${rfc3339(e.updated)}</updated>
    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>${photo}
    <summary>${escapeXml(e.summary)}</summary>
  </entry>`;
}

function imageType(url: string): string {
  const ext = new URL(url).pathname.split('.').pop()?.toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg';
}

export function atomXml(f: AtomFeed): string {
  const newest =
    f.entries
      .map((e) => rfc3339(e.updated))
      .sort()
      .at(-1) ?? rfc3339(f.fallbackUpdated);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(f.lang)}">
  <id>${escapeXml(f.self)}</id>
  <title>${escapeXml(f.title)}</title>
  <subtitle>${escapeXml(f.subtitle)}</subtitle>
  <updated>${newest}</updated>
  <author><name>${escapeXml(f.author)}</name></author>
  <link rel="self" type="application/atom+xml" href="${escapeXml(f.self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(f.page)}"/>
${f.entries.map(entryXml).join('\n')}
</feed>
`;
}
