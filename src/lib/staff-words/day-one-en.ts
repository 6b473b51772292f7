// The owner's day-one checklist's words in English, a part of the staff words on their own: the
// checklist loads by itself, on the dealer's own site only. Read them as DAY_ONE_WORDS.
import type { DayOneStep } from '~/lib/staff/day-one';

export const DAY_ONE_WORDS = {
  title: 'Your first day',
  intro: 'Five steps to a site that is ready for buyers. This list goes once they are done.',
  done: 'Done',
  markDone: 'Mark as done',
  steps: {
    twoFactor: { label: 'Turn on two-factor sign-in for your account', action: 'My account' },
    firstCar: { label: 'Add your first car, or import a stock file', action: 'Stock' },
    signup: { label: 'Choose who may sign up as staff', action: 'Staff' },
    publishing: { label: 'Check the publishing policy', action: 'Publishing' },
    testLead: { label: 'Send a test lead from the site', action: 'Open the site' },
  } satisfies Record<DayOneStep, { label: string; action: string }>,
} as const;
