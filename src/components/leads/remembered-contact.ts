// The visitor's name, mobile number and email, kept on this device after a lead is sent so that the
// next form on this browser starts filled in (live mode's lead forms, LeadDialog.tsx). localStorage
// only: nothing of it is sent until the visitor sends a form again, and 'Forget me' removes it.
// Anything stored that is not three strings of the forms' lengths reads as nothing.
import { LEAD_LIMITS } from '~/lib/leads/lead';

export const CONTACT_KEY = 'mewah:lead-contact';

export interface RememberedContact {
  name: string;
  mobile: string;
  email: string;
}

const fits = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

export function readContact(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RememberedContact | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CONTACT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { name, mobile, email } = value as Record<string, unknown>;
    if (!fits(name, LEAD_LIMITS.name) || !fits(mobile, 24) || !fits(email, LEAD_LIMITS.email)) return null;
    return name || mobile || email ? { name, mobile, email } : null;
  } catch {
    return null;
  }
}

export function saveContact(
  contact: RememberedContact,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // Private browsing or a full storage: the next form starts empty, as it would anyway.
  }
}

export function forgetContact(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(CONTACT_KEY);
  } catch {
    // Nothing could be stored either.
  }
}
