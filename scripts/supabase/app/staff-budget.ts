// A signed-in caller's statement budget ([db.statement_timeout], db/context.ts): the longer one
// is approved staff's only: the database decides (private.is_staff()), not the token's role,
// because anyone can sign up and so hold an 'authenticated' token (docs/security.md, "Statement timeouts").
import type { Queryable } from '../db/engine.ts';
import type { SignedInBudget } from '../db/hooks.ts';

/** One per server start: it remembers whether that database has private.staff_budget(). */
export function staffBudget(): (tx: Queryable) => Promise<SignedInBudget> {
  // Which budget a signed-in caller's membership buys (private.staff_budget(); docs/security.md):
  // 'trusted' (the owner, or a member the owner approved), 'staff' (active through the open
  // sign-up) or none. A schema without the function (the server's own test fixtures) has no staff:
  // every signed-in caller gets the anonymous budget there. Once present it stays, so that is
  // remembered.
  let budgetCheck = false;
  return async (tx) => {
    if (!budgetCheck) {
      const found = await tx.query<{ ok: boolean }>(
        `select to_regprocedure('private.staff_budget()') is not null as ok`,
      );
      budgetCheck = found.rows[0]?.ok === true;
      if (!budgetCheck) return 'anon';
    }
    const { rows } = await tx.query<{ budget: string | null }>('select private.staff_budget() as budget');
    const budget = rows[0]?.budget;
    // 'trusted': the authenticated budget (or a function's own); 'staff': a function's own only.
    return budget === 'trusted' ? 'authenticated' : budget === 'staff' ? 'function' : 'anon';
  };
}
