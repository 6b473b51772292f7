// The staff membership's words in English (approval, removal, the sign-up setting), a part of
// ./en.ts on its own: /manage-inventory/staff draws its first screen before the rest of the staff
// words load (docs/benchmarks.md). Read them as STAFF_WORDS.staff elsewhere.

export const staff = {
  pending: 'Your account is waiting for approval by the owner',
  removed: 'Your staff access was removed by the owner',
  checkFailed: 'Could not check your staff access',
  approved: 'Account approved',
  removedMember: 'Account removed from staff',
  actionFailed: 'Could not update the account',
  modeChanged: 'Sign-up setting saved',
};
