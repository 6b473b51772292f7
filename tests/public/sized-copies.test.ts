// Where a photo's sized copies are stored (src/lib/photos/sized-copies.ts).
import { describe, expect, it } from 'vitest';
import { isSizedCopy, sizedCopyPath } from '~/lib/photos/sized-copies';

describe('sized copies', () => {
  it('names copies under sized/<width>/ and knows them apart from photos', () => {
    expect(sizedCopyPath('1732600000000-0.jpg', 800)).toBe('sized/800/1732600000000-0.jpg');
    expect(isSizedCopy('sized/800/1732600000000-0.jpg')).toBe(true);
    expect(isSizedCopy('1732600000000-0.jpg')).toBe(false);
  });
});
