// The lead forms' remembered contact: kept on this device after a request is sent, read back by the
// next form, gone after 'Forget me'; anything else stored under its key reads as nothing.
import { describe, expect, it } from 'vitest';
import { CONTACT_KEY, forgetContact, readContact, saveContact } from '~/components/leads/remembered-contact';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the remembered contact', () => {
  it('is read back as it was saved, under its one key', () => {
    const storage = memoryStorage();
    saveContact({ name: 'Aisyah Rahman', mobile: '012-345 6789', email: '' }, storage);
    expect(storage.items.get('mewah:lead-contact')).toBe('{"name":"Aisyah Rahman","mobile":"012-345 6789","email":""}');
    expect(readContact(storage)).toEqual({ name: 'Aisyah Rahman', mobile: '012-345 6789', email: '' });
  });

  it("is gone after 'Forget me'", () => {
    const storage = memoryStorage({ [CONTACT_KEY]: '{"name":"A","mobile":"","email":""}' });
    forgetContact(storage);
    expect(readContact(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('reads anything else stored there as nothing', () => {
    for (const stored of [
      'not json',
      '42',
      '{"name":1,"mobile":"","email":""}',
      '{"name":"","mobile":"","email":""}',
    ]) {
      expect(readContact(memoryStorage({ [CONTACT_KEY]: stored }))).toBeNull();
    }
    expect(
      readContact(memoryStorage({ [CONTACT_KEY]: JSON.stringify({ name: 'x'.repeat(101), mobile: '', email: '' }) })),
    ).toBeNull();
    expect(readContact(undefined)).toBeNull();
  });
});
