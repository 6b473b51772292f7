// An Atom document checked with a real XML parser against what RFC 4287 requires:
// atom:feed with exactly one atom:id (an absolute IRI), atom:title and atom:updated (an RFC 3339
// date-time), an atom:author unless every entry has one, at most one rel="alternate" link per
// type and hreflang; each atom:entry with exactly one id, title and updated, and an alternate
// link when it has no content (§4.1.1, §4.1.2, §3.3, §4.2.7). Returns the problems found.
import { DOMParser, type Element } from '@xmldom/xmldom';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const children = (el: Element, name: string): Element[] =>
  Array.from(el.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).namespaceURI === ATOM_NS && (n as Element).localName === name,
  );

function checkCommon(el: Element, where: string, out: string[]): void {
  for (const name of ['id', 'title', 'updated']) {
    const n = children(el, name).length;
    if (n !== 1) out.push(`${where}: ${n} atom:${name} elements, RFC 4287 requires exactly one`);
  }
  const id = children(el, 'id')[0]?.textContent?.trim() ?? '';
  if (id && !URL.canParse(id)) out.push(`${where}: atom:id ${id} is not an absolute IRI`);
  const updated = children(el, 'updated')[0]?.textContent?.trim() ?? '';
  if (updated && !(RFC3339.test(updated) && !Number.isNaN(Date.parse(updated))))
    out.push(`${where}: atom:updated ${updated} is not an RFC 3339 date-time`);
  const alternates = children(el, 'link')
    .filter((l) => (l.getAttribute('rel') || 'alternate') === 'alternate')
    .map((l) => `${l.getAttribute('type') ?? ''} ${l.getAttribute('hreflang') ?? ''}`);
  if (new Set(alternates).size !== alternates.length) out.push(`${where}: two alternate links of one type`);
  for (const l of children(el, 'link')) if (!l.getAttribute('href')) out.push(`${where}: atom:link without href`);
}

export interface ParsedFeed {
  problems: string[];
  title: string;
  entries: { id: string; title: string; href: string; updated: string }[];
  links: { rel: string; href: string }[];
}

export function checkAtom(xml: string): ParsedFeed {
  const problems: string[] = [];
  let doc;
  try {
    doc = new DOMParser({
      onError: (level, msg) => {
        if (level !== 'warning') problems.push(`XML ${level}: ${msg}`);
      },
    }).parseFromString(xml, 'application/xml');
  } catch (e) {
    // onError has already named the fatal error.
    const named = problems.length ? problems : [`XML fatalError: ${(e as Error).message}`];
    return { problems: named, title: '', entries: [], links: [] };
  }
  const feed = doc.documentElement;
  if (!feed || feed.namespaceURI !== ATOM_NS || feed.localName !== 'feed') {
    return { problems: [...problems, 'the root is not atom:feed'], title: '', entries: [], links: [] };
  }
  checkCommon(feed, 'feed', problems);
  const entries = children(feed, 'entry');
  const feedAuthor = children(feed, 'author').length > 0;
  const ids = new Set<string>();
  entries.forEach((e, i) => {
    const where = `entry ${i + 1}`;
    checkCommon(e, where, problems);
    if (!feedAuthor && children(e, 'author').length === 0)
      problems.push(`${where}: no atom:author here or on the feed`);
    const hasAlternate = children(e, 'link').some((l) => (l.getAttribute('rel') || 'alternate') === 'alternate');
    if (children(e, 'content').length === 0 && !hasAlternate)
      problems.push(`${where}: no content and no alternate link`);
    const id = children(e, 'id')[0]?.textContent ?? '';
    if (ids.has(id)) problems.push(`${where}: atom:id ${id} repeats`);
    ids.add(id);
  });
  for (const a of children(feed, 'author'))
    if (children(a, 'name').length !== 1) problems.push('feed: atom:author needs one atom:name');
  return {
    problems,
    title: children(feed, 'title')[0]?.textContent ?? '',
    entries: entries.map((e) => ({
      id: children(e, 'id')[0]?.textContent ?? '',
      title: children(e, 'title')[0]?.textContent ?? '',
      href:
        children(e, 'link')
          .find((l) => (l.getAttribute('rel') || 'alternate') === 'alternate')
          ?.getAttribute('href') ?? '',
      updated: children(e, 'updated')[0]?.textContent ?? '',
    })),
    links: children(feed, 'link').map((l) => ({
      rel: l.getAttribute('rel') ?? 'alternate',
      href: l.getAttribute('href') ?? '',
    })),
  };
}
