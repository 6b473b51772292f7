// The staff navigation's links (docs/features.md, "Staff workspace"), as StaffNav draws them from
// its stores and /manage-inventory's first cards draw them from the first answers, so the page
// does not move when the admin arrives. Only what the role may open: Stock, Leads and Desk for
// every active account, Staff and Publishing for the owner, My account for anyone.
import type { ReactNode } from 'react';
import { staffPaths, type StaffPage } from '~/lib/staff-paths';
import { staffNav as N } from '~/lib/staff-words/nav-en';
import type { Membership } from '~/lib/staff/membership';
import { can } from './staff-role';

const linkClass = (current: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-gold text-ink-900' : 'text-cream-muted hover:text-gold'}`;

export default function StaffNavLinks({
  current,
  role,
  leadsBadge,
  pendingBadge,
}: {
  current: StaffPage;
  /** null: an account not yet active, which sees My account only. */
  role: Membership['role'] | null;
  leadsBadge?: ReactNode;
  pendingBadge?: ReactNode;
}) {
  const owner = can(role).staffSettings;
  const link = (page: StaffPage, label: string, badge?: ReactNode) => (
    <a
      href={staffPaths.staffPage(page)}
      className={linkClass(current === page)}
      aria-current={current === page ? 'page' : undefined}
    >
      {label}
      {badge}
    </a>
  );
  return (
    <nav aria-label={N.nav} className="mb-8 flex flex-wrap gap-2">
      {role !== null && link('inventory', N.stock)}
      {role !== null && link('leads', N.leads, leadsBadge)}
      {role !== null && link('desk', N.desk)}
      {owner && link('staff', N.staff, pendingBadge)}
      {owner && link('publishing', N.publishing)}
      {link('account', N.account)}
    </nav>
  );
}
