// The words the returning buyer's scripts need, in the page's language, for a data attribute.
import { site } from '~/config/site';
import { dictFor, optionLabels } from '~/i18n';
import type { Lang } from '~/lib/paths';
import { PRICE_BANDS } from '~/lib/inventory/price-bands';
import type { SearchNameWords } from '~/lib/inventory/search-name';

export interface ReturningWords {
  name: SearchNameWords;
  newCount: string;
  noneNew: string;
  newSince: string;
  saved: string;
  already: string;
  full: string;
}

export function returningWords(lang: Lang): ReturningWords {
  const t = dictFor(lang);
  return {
    name: {
      all: t['searches.all'],
      under: t['searches.under'],
      over: t['searches.over'],
      upTo: t['searches.upTo'],
      bands: Object.fromEntries(PRICE_BANDS.map((b) => [b.id, t[`filter.band.${b.id}` as 'filter.band.50000-70000']])),
      options: { ...optionLabels[lang] },
      ...(site.live && {
        drawnBands: {
          'filter.band.upTo': t['filter.band.upTo'],
          'filter.band.range': t['filter.band.range'],
          'filter.band.from': t['filter.band.from'],
        },
      }),
    },
    newCount: t['searches.new'],
    noneNew: t['searches.noneNew'],
    newSince: t['searches.newSince'],
    saved: t['searches.savedToast'],
    already: t['searches.already'],
    full: t['searches.full'],
  };
}
