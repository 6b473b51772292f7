// The <option>s of a select, one per value, labelled by the value itself unless told otherwise.
import type { ReactNode } from 'react';

interface Props<T extends string | number> {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}

export default function Options<T extends string | number>({ values, label }: Props<T>) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {label ? label(v) : v}
        </option>
      ))}
    </>
  );
}
