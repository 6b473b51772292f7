// The navigation links (docs/product.md §2 "Global layout"), shared by the desktop bar and the mobile menu.
// Paths are the English site's; the header gives each its twin in the page's language.
import type { Key } from '~/i18n/en';
import { paths } from '~/lib/paths';

interface NavLink {
  href: string;
  key: Key;
}

export const navLinks: readonly NavLink[] = [
  { href: paths.home(), key: 'nav.home' },
  { href: paths.sell(), key: 'nav.sell' },
];

/** A link is active on its own path; '/' only on the home page itself (both on the English site). */
export function isActive(href: string, pathname: string): boolean {
  const home = paths.home();
  const path = pathname.replace(/\/+$/, '') || home;
  if (href === home) return path === home;
  return path === href || path.startsWith(`${href}/`);
}
