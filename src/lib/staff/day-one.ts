// The owner's first day on the dealer's own site: five steps, shown on /manage-inventory until each
// is done. Three the database answers (a second factor, a car, a lead); the two settings the owner
// only needs to have looked at are ticked by hand and remembered in this browser.

export const DAY_ONE_STEPS = ['twoFactor', 'firstCar', 'signup', 'publishing', 'testLead'] as const;
export type DayOneStep = (typeof DAY_ONE_STEPS)[number];

/** The steps the owner ticks: nothing in the database says a setting was looked at. */
export const TICKED_STEPS: readonly DayOneStep[] = ['signup', 'publishing'];

export interface DayOneFacts {
  /** The account has a verified second factor. */
  twoFactor: boolean;
  /** Cars in the stock, drafts and sold ones included. */
  cars: number;
  /** Leads received, a test one included. */
  leads: number;
  /** The steps the owner has ticked. */
  ticked: readonly DayOneStep[];
}

/** Which steps are done. */
export function dayOneProgress(f: DayOneFacts): Record<DayOneStep, boolean> {
  return {
    twoFactor: f.twoFactor,
    firstCar: f.cars > 0,
    signup: f.ticked.includes('signup'),
    publishing: f.ticked.includes('publishing'),
    testLead: f.leads > 0,
  };
}

/** The checklist is the owner's, and stays until every step is done. */
export const showDayOne = (role: string | null, f: DayOneFacts): boolean =>
  role === 'owner' && Object.values(dayOneProgress(f)).some((done) => !done);

/** The ticked steps as this browser keeps them (anything else read back is dropped). */
export function readTicked(stored: string | null): DayOneStep[] {
  try {
    const list: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(list) ? TICKED_STEPS.filter((s) => list.includes(s)) : [];
  } catch {
    return [];
  }
}
