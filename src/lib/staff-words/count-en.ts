// Numbers in the English staff words: '1,234' and '1 photo' / '2 photos'.
import { groupDigits } from '~/lib/format';

// Whole numbers (every count) without Intl (see groupDigits); a fraction as Intl writes it.
export const n = (x: number): string => (Number.isInteger(x) ? groupDigits(x) : x.toLocaleString('en-US'));
export const plural = (count: number, one: string, many: string): string => `${n(count)} ${count === 1 ? one : many}`;
