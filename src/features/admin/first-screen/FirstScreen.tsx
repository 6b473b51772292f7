// A staff page's first screen, before supabase-js has loaded (use-first-screen.ts): the page's own
// component, given the page's early answers (first-screen.ts), drawing only (DrawOnly) inside a
// disabled fieldset, under the staff navigation's links as the page has them, until the page with
// supabase-js replaces it. One frame for every staff page drawn this way.
import type { ReactNode } from 'react';
import StaffNavLinks from '~/features/admin/workspace/StaffNavLinks';
import type { StaffPage } from '~/lib/staff-paths';
import type { Membership } from '~/lib/staff/membership';
import { DrawOnly } from './use-first-screen';

export default function FirstScreen({
  current,
  role,
  title,
  nav = true,
  children,
}: {
  current: StaffPage;
  role: Membership['role'];
  /** The page's heading for screen readers, above the navigation (a page whose content has none). */
  title?: string;
  /** The heading and the staff navigation on top, as the page has them (not below the shell's own). */
  nav?: boolean;
  /** The page's own component, given the first answers. */
  children: ReactNode;
}) {
  return (
    <fieldset disabled className="min-w-0">
      {nav && title && <h1 className="sr-only">{title}</h1>}
      {nav && <StaffNavLinks current={current} role={role} />}
      <DrawOnly.Provider value>{children}</DrawOnly.Provider>
    </fieldset>
  );
}
