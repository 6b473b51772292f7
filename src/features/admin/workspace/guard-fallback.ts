// What the staff guards show while they check (RequireSession, RequireTwoFactor, RequireStaff):
// nothing, as docs/product.md §4 asks, except on /manage-inventory when its first cards were drawn
// from answers the server gave to the stored session's token (first-cards.ts): those cards then
// stay while supabase-js checks the same session, instead of the page going blank.
import { createContext, type ReactNode } from 'react';

export const GuardFallback = createContext<ReactNode>(null);
