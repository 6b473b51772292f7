// The fuzzy match PostgREST's hints use (Haskell's fuzzyset 0.2, a port of fuzzyset.js): n-grams
// are taken of the names lower-cased and stripped to letters, digits, spaces and commas;
// candidates sharing 3-grams (then, if none, 2-grams) with the query are ranked by cosine
// similarity, the best 50 rescored by Levenshtein distance between the lower-cased names
// (1 - distance / longer length), and the best at or above the minimum score is the hint. A
// name equal but for case scores 1.

const normalize = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '');

function grams(value: string, size: number): Map<string, number> {
  let padded = `-${value}-`;
  if (padded.length < size) padded += '-'.repeat(size - padded.length);
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const g = padded.slice(i, i + size);
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

const magnitude = (counts: Map<string, number>): number =>
  Math.sqrt([...counts.values()].reduce((sum, c) => sum + c * c, 0));

/** The candidate that best matches `query` with a score of at least `minScore`, or null. */
export function fuzzyBest(candidates: string[], query: string, minScore: number): string | null {
  const key = query.toLowerCase();
  const exact = candidates.find((c) => c.toLowerCase() === key);
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const q = grams(normalize(key), size);
    const qMag = magnitude(q);
    const scored: { candidate: string; score: number }[] = [];
    for (const candidate of candidates) {
      const c = grams(normalize(candidate), size);
      let dot = 0;
      for (const [g, n] of q) dot += n * (c.get(g) ?? 0);
      if (dot > 0) scored.push({ candidate, score: dot / (qMag * magnitude(c)) });
    }
    const rescored = scored
      .sort((a, b) => b.score - a.score)
      .slice(0, 50)
      .map(({ candidate }) => {
        const n = candidate.toLowerCase();
        return { candidate, score: 1 - levenshtein(n, key) / Math.max(n.length, key.length) };
      })
      .filter((r) => r.score >= minScore)
      .sort((a, b) => b.score - a.score);
    if (rescored[0]) return rescored[0].candidate;
  }
  return null;
}
