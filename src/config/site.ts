// Site identity and business constants (SPEC.md §9, DECISIONS.md "Identity").
// One source for each fact; PUBLIC_* env vars may override the identity at build time.
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

const brand = env.PUBLIC_BRAND_NAME || 'Mewah Motors';

export const site = {
  brand,
  phoneDisplay: env.PUBLIC_DEMO_PHONE || '+60 12-345 6789',
  /** Digits only, country code first, as wa.me expects. */
  phoneDigits: (env.PUBLIC_DEMO_PHONE || '+60 12-345 6789').replace(/\D/g, ''),
  whatsappMessage: `Hi! I saw the ${brand} demo site and would like a website like this.`,
  agency: {
    name: env.PUBLIC_AGENCY_NAME || 'Kedai Web Studio',
    url: env.PUBLIC_AGENCY_URL || 'https://example.com/kedai-web-studio',
  },
  agencyServices: ['Web Design', 'E-Commerce', 'SEO', 'Branding', 'UI/UX', 'Mobile Apps', 'Hosting', 'Maintenance'],
} as const;

export const whatsappUrl = (): string =>
  `https://wa.me/${site.phoneDigits}?text=${encodeURIComponent(site.whatsappMessage)}`;

export const limits = {
  maxImages: 15,
  similarCount: 3,
  cardFeatureCount: 3,
  /** Cards rendered per page in the HTML and per 'Show more' in the island. */
  pageSize: 24,
  /** Entrance delay per card index on the page shown (SPEC.md: 0.1 s per index, no cap). */
  cardDelaySeconds: 0.1,
  sellYearFrom: 2024,
  sellYearCount: 25,
  imageMaxBytes: 10 * 1024 * 1024,
  imageMaxEdgePx: 2000,
} as const;

export const IMAGE_BUCKET = 'vehicle-images';
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
