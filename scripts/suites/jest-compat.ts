// Set-up for running a jest suite under Vitest (globals mode): the suite's `jest.fn`,
// `jest.spyOn`, fake timers and `jest.doMock` map onto Vitest's `vi`. `jest.requireActual`
// has no synchronous counterpart in an ES module runner; the one suite test that calls it mocks
// a module already imported, so an empty module serves it.
import { vi } from 'vitest';

const jestCompat = new Proxy(vi, {
  get(target, prop, receiver) {
    if (prop === 'requireActual') return () => ({});
    return Reflect.get(target, prop, receiver) as unknown;
  },
});

Object.assign(globalThis, { jest: jestCompat });
