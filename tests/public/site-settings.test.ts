// The stand-in for 'astro:env/client' (vitest.config.ts) exports every setting the build's schema
// declares: a setting added to src/config/env-schema.ts alone reads as undefined in every test.
import { describe, expect, it } from 'vitest';
import { envSchema } from '~/config/env-schema';
import * as standIn from '../support/astro-env-client';

describe("the tests' astro:env/client", () => {
  it('exports each setting of the schema, with its default', () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(envSchema).sort());
    expect(standIn.PUBLIC_DEALER_HOLIDAYS).toBe('');
    expect(standIn.PUBLIC_SITE_MODE).toBe('demo');
  });
});
