// The demo notice's words (DemoNotice.tsx): every page whose lead actions open it sends them,
// spread into its own island's list or written into the page (data-demo-words, demo-open.ts).
import { islandStrings, type Strings } from '~/i18n/island-strings';

export const DEMO_STRINGS = islandStrings(['demo.title', 'demo.text', 'demo.whatsapp', 'demo.close']);
export type DemoStrings = Strings<typeof DEMO_STRINGS>;
