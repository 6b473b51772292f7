// Runs `then` on the visitor's first input (a pointer moving or pressing, a key, a
// scroll, a touch, focus), as the islands wake: what a returning buyer is shown loads its code and
// the inventory index only then, so every page stays within its 30 KB before the first interaction.
const INPUTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'focusin'] as const;

export function afterFirstInput(then: () => void): void {
  let done = false;
  const go = (): void => {
    if (done) return;
    done = true;
    for (const type of INPUTS) window.removeEventListener(type, go, true);
    then();
  };
  for (const type of INPUTS) window.addEventListener(type, go, { capture: true, passive: true });
}
