// Business constants (docs/product.md §9): limits, the image bucket and placeholder. Plain
// values with no imports, so build scripts and tests import them as they are.
export const limits = {
  maxImages: 15,
  similarCount: 3,
  cardFeatureCount: 3,
  /** Cards rendered per page in the HTML and per 'Show more' in the island. */
  pageSize: 24,
  /** Entrance delay per card index on the page shown (docs/product.md: 0.1 s per index, no cap). */
  cardDelaySeconds: 0.1,
  /** How long one card's entrance takes once its delay is over. */
  cardRiseSeconds: 0.5,
  sellYearFrom: 2024,
  sellYearCount: 25,
  imageMaxBytes: 10 * 1024 * 1024,
  imageMaxEdgePx: 2000,
} as const;

/**
 * The auth server's password policy, as supabase/config.toml sets it ([auth] minimum_password_length,
 * password_requirements; deployed to hosted Supabase with it): the sign-up form states it before the
 * first try. tests/staff/password-reasons.test.ts fails when the two disagree.
 */
export const passwordPolicy = { minLength: 8, requirements: 'lower_upper_letters_digits' } as const;

export const IMAGE_BUCKET = 'vehicle-images';
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
