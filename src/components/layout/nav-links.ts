// The navigation links (SPEC.md §2 "Global layout"), shared by the desktop bar and the mobile menu.
export interface NavLink { href: string; label: string }

export const navLinks: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/sell', label: 'Sell Your Car' },
];

/** A link is active on its own path; '/' only on the home page itself. */
export function isActive(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
