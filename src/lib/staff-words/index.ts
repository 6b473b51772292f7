// The staff pages' words in the language they speak: English today (docs/languages.md). Another
// language is one more file shaped like ./en.ts (`export const ms: StaffWords = { … }`), chosen here.
import { en } from './en';

export type { StaffWords } from './en';

/** Every message of the staff pages, by subject: STAFF_WORDS.auth.loginFailed, STAFF_WORDS.common.busy, … */
export const STAFF_WORDS = en;
