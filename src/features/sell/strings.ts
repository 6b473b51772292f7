// The sell form's words (SellForm.tsx), the demo notice's included: SellPage.astro picks them.
import { DEMO_STRINGS } from '~/components/demo/strings';
import { islandStrings, type Strings } from '~/i18n/island-strings';

export const SELL_STRINGS = islandStrings([
  ...DEMO_STRINGS,
  'sell.info',
  'sell.make',
  'sell.model',
  'sell.year',
  'sell.selectYear',
  'sell.mileage',
  'sell.condition',
  'sell.submit',
  'sell.missing',
  'sell.makeHint',
  'sell.modelHint',
  'sell.mileageHint',
  'sell.excellent',
  'sell.excellentText',
  'sell.very-good',
  'sell.very-goodText',
  'sell.good',
  'sell.goodText',
  'sell.fair',
  'sell.fairText',
]);
export type SellStrings = Strings<typeof SELL_STRINGS>;
