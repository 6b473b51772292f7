// Numbers in the English staff words: '1,234' and '1 photo' / '2 photos'.
export const n = (x: number): string => x.toLocaleString('en-US');
export const plural = (count: number, one: string, many: string): string => `${n(count)} ${count === 1 ? one : many}`;
