// While `active`, leaving or reloading the page asks first (the browser's own beforeunload prompt).
import { useEffect } from 'react';

export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    // preventDefault is what current engines need (returnValue is the deprecated spelling).
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [active]);
}
