// The fuzzy match behind PostgREST's "Perhaps you meant …" hints (scripts/supabase/rest/fuzzy.ts),
// on the examples PostgREST's own noRpcHint documents.
import { describe, expect, it } from 'vitest';
import { fuzzyBest } from '../../scripts/supabase/rest/fuzzy.ts';

describe('fuzzyBest', () => {
  it('finds a function name at 0.75, or none when nothing is close', () => {
    expect(fuzzyBest(['test', 'another'], 'testt', 0.75)).toBe('test');
    expect(fuzzyBest(['test', 'another'], 'noclosealternative', 0.75)).toBeNull();
    expect(fuzzyBest(['Test'], 'tEST', 0.75)).toBe('Test');
  });

  it('finds argument lists at 0.33', () => {
    const overloads = ['(name, param, val)', '(attr, id)'];
    expect(fuzzyBest(overloads, '(nam, pqaram, vall)', 0.33)).toBe('(name, param, val)');
    expect(fuzzyBest(overloads, '(param, val)', 0.33)).toBe('(name, param, val)');
    expect(fuzzyBest(overloads, '(attrs, id)', 0.33)).toBe('(attr, id)');
    expect(fuzzyBest(overloads, '(id)', 0.33)).toBe('(attr, id)');
    expect(fuzzyBest(overloads, '(noclosealternative)', 0.33)).toBeNull();
  });

  it('prefers the closest of names sharing a long prefix', () => {
    const names = ['with_unnamed_json', 'with_unnamed_jsonb', 'with_unnamed_text', 'with_unnamed_default'];
    expect(fuzzyBest(names, 'with_unnamed_integer', 0.75)).toBe('with_unnamed_text');
  });
});
