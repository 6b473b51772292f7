import { describe, expect, it } from 'vitest';
import { sessionStorageKey } from '~/lib/session-key';

describe('sessionStorageKey', () => {
  it('uses the first label of the API hostname, as supabase-js does', () => {
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('https://abcd1234.supabase.co')).toBe('sb-abcd1234-auth-token');
    expect(sessionStorageKey('http://localhost:54331/')).toBe('sb-localhost-auth-token');
  });
});
