// A labelled input with an optional hint tied to it for screen readers.
import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string };

export default function AuthField({ id, label, hint, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-cream">
        {label}
      </label>
      <input id={id} name={id} className="field" aria-describedby={hintId} {...input} />
      {hint && (
        <p id={hintId} className="text-xs text-cream-dim">
          {hint}
        </p>
      )}
    </div>
  );
}
