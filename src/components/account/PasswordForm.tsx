// The staff account's password forms, written once: asking for a reset link ("Forgot password?" on /auth),
// setting a new password (/reset-password) and changing it in My account (/manage-inventory). A form
// marked busy while it waits; the fields its caller puts first (the username or email, the current
// password); the new password with the policy's rule under it and its confirmation; the fields its
// caller puts after (the emailed code); and one submit button, which says so while the form waits.
// Checking the two passwords match and wording GoTrue's refusals (./password-errors.ts) stay with
// the caller, who owns the values.
import type { ReactNode, SubmitEvent } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { passwordPolicy } from '~/config/constants';
import * as ACCOUNT_WORDS from '~/lib/staff-words/account-en';
import { passwordRule } from '~/lib/staff/auth/password-reasons';
import AuthField from './AuthField';

const M = ACCOUNT_WORDS.account;

/** The new password and its confirmation, as the caller holds them. */
interface NewPassword {
  /** Put before the inputs' ids, `new-password` and `confirm-password` ('' on a page of its own). */
  idPrefix: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

interface Props {
  onSubmit: (e: SubmitEvent<HTMLFormElement>) => void | Promise<void>;
  busy: boolean;
  submitLabel: string;
  /**
   * 'card': the form of a card of its own (/auth, /reset-password), with a full-width button;
   * 'panel': one of My account's forms, named by its heading, with a small button.
   */
  layout: 'card' | 'panel';
  /** The panel's heading (an h3 that names the form). */
  title?: { id: string; text: string };
  newPassword?: NewPassword;
  /** Fields before the new password. */
  children?: ReactNode;
  /** Fields after it. */
  after?: ReactNode;
}

export default function PasswordForm({
  onSubmit,
  busy,
  submitLabel,
  layout,
  title,
  newPassword,
  children,
  after,
}: Props) {
  const card = layout === 'card';
  return (
    <form
      className={card ? 'mt-8 space-y-5' : 'space-y-4'}
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby={title?.id}
    >
      {title && (
        <h3 id={title.id} className="text-lg font-semibold text-cream">
          {title.text}
        </h3>
      )}
      {children}
      {newPassword && (
        <>
          <AuthField
            id={`${newPassword.idPrefix}new-password`}
            label={M.newPassword}
            type="password"
            autoComplete="new-password"
            required
            value={newPassword.password}
            onChange={(e) => newPassword.onPassword(e.target.value)}
            hint={passwordRule(passwordPolicy)}
          />
          <AuthField
            id={`${newPassword.idPrefix}confirm-password`}
            label={M.confirmPassword}
            type="password"
            autoComplete="new-password"
            required
            value={newPassword.confirm}
            onChange={(e) => newPassword.onConfirm(e.target.value)}
          />
        </>
      )}
      {after}
      <button
        type="submit"
        className={card ? buttonClass('primary', 'md', 'w-full') : buttonClass('primary', 'sm')}
        disabled={busy}
      >
        {busy ? ACCOUNT_WORDS.common.busy : submitLabel}
      </button>
    </form>
  );
}
