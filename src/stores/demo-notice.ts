// Any island opens the demo notice through this store; <DemoNotice /> mounted on the page listens.
import { atom } from 'nanostores';

export const $demoNoticeOpen = atom(false);

export function openDemoNotice(): void {
  $demoNoticeOpen.set(true);
}

export function closeDemoNotice(): void {
  $demoNoticeOpen.set(false);
}
