// The share button's words (ShareButton.astro, share.ts): the vehicle page sends them in its words.
import { islandStrings, type Strings } from '~/i18n/island-strings';

export const SHARE_STRINGS = islandStrings(['vehicle.share', 'vehicle.linkCopied', 'vehicle.copyLink']);
export type ShareStrings = Strings<typeof SHARE_STRINGS>;
