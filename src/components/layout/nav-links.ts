// The navigation links (SPEC.md §2 "Global layout"), shared by the desktop bar and the mobile menu.
import { paths } from '../../lib/paths';
export interface NavLink { href: string; label: string }

export const navLinks: readonly NavLink[] = [
  { href: paths.home(), label: 'Home' },
  { href: paths.sell(), label: 'Sell Your Car' },
];

/** A link is active on its own path; '/' only on the home page itself. */
export function isActive(href: string, pathname: string): boolean {
  const home = paths.home();
  const path = pathname.replace(/\/+$/, '') || home;
  if (href === home) return path === home;
  return path === href || path.startsWith(`${href}/`);
}
