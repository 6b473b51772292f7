// The rebuild hook's status on the served stack: /__hooks/status names no file-system path (the
// hook itself, with an injected build: hook.int.test.ts).
import { expect, test } from '@playwright/test';

test('/__hooks/status shows no file-system path', async ({ request }) => {
  const text = await (await request.get('/__hooks/status')).text();
  expect(text).not.toMatch(/"\/|[A-Za-z]:\\\\/);
  expect(text).not.toContain(process.cwd());
});
