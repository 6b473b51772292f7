// SectionHeading.astro's twin for islands: the same eyebrow-and-heading markup.
import type { ReactNode } from 'react';
import { SECTION_HEADING_CLASSES, type SectionHeadingProps } from './section-heading';

export default function SectionHeading({
  eyebrow,
  size,
  as: Heading = 'h2',
  id,
  children,
}: SectionHeadingProps & { children: ReactNode }) {
  return (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id} className={SECTION_HEADING_CLASSES[size]}>
        {children}
      </Heading>
    </>
  );
}
