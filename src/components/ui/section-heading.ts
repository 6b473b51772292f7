// The eyebrow-and-heading block (a small gold label above a heading): SectionHeading.astro's sizes
// and props (PageHeading.astro renders it at size 'page').
export const SECTION_HEADING_CLASSES = {
  /** A page's own title (PageHeading). */
  page: 'mt-3 font-display text-4xl text-cream sm:text-6xl',
  /** A page's own title where the content must start on the first screen (PageHeading compact). */
  compact: 'mt-2 font-display text-3xl text-cream sm:text-5xl',
  /** A landing section. */
  landing: 'mt-3 text-4xl text-cream sm:text-5xl',
  /** A section further down a page (the vehicle page's similar vehicles). */
  section: 'mt-2 font-display text-3xl text-cream sm:text-4xl',
  /** A whole-page message (vehicle not found). */
  message: 'mt-3 font-display text-4xl text-cream sm:text-5xl',
} as const;
export type SectionHeadingSize = keyof typeof SECTION_HEADING_CLASSES;

export interface SectionHeadingProps {
  /** The small gold label above the heading; none when omitted. */
  eyebrow?: string | undefined;
  size: SectionHeadingSize;
  as?: 'h1' | 'h2';
  id?: string;
}
