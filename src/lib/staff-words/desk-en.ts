// The dealer's desk's words in English, a part of ./en.ts on its own: /manage-inventory/desk draws
// its tiles before the rest of the staff words load (docs/benchmarks.md). Read them as
// STAFF_WORDS.desk elsewhere.
import { n, plural } from './count-en';

export const desk = {
  title: "Dealer's desk",
  subtitle: 'The stock, what buyers look at and ask about, and what sold. Days are Malaysian days.',
  loading: 'Loading the figures...',
  loadFailed: 'The figures could not be loaded. Try again.',
  tryAgain: 'Try again',
  tiles: 'Figures',
  forSale: 'Cars for sale',
  stockValue: 'Stock value at asking prices',
  averageDays: 'Average days in stock',
  over60: 'In stock over 60 days',
  sold30: 'Sold in the last 30 days',
  daysToSell: (days: number | null) => (days === null ? 'none sold' : `${days.toFixed(1)} days to sell on average`),
  newLeads: 'New leads this week',
  views: 'Views this week',
  weekNote: 'A week is the 7 days to the date shown; this week ends today.',
  charts: 'Charts',
  chartsLoading: 'Drawing the charts...',
  chartsFailed: 'The charts could not be loaded.',
  downloadCsv: 'Download CSV',
  stockAge: {
    title: 'Stock by age, week by week',
    columns: ['Week to', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days'],
    summary: (cars: number) => `${plural(cars, 'car', 'cars')} in stock this week, by days since listing.`,
  },
  viewsLeads: {
    title: 'Views and leads per week',
    columns: ['Week to', 'Views', 'Leads'],
    summary: (views: number, leads: number) =>
      `${plural(views, 'view', 'views')} and ${plural(leads, 'lead', 'leads')} this week.`,
  },
  priceDays: {
    title: 'Price against days in stock',
    columns: ['Car', 'Days in stock', 'Price (MYR)'],
    summary: (cars: number) => `${plural(cars, 'car', 'cars')} for sale, one dot each.`,
  },
  attention: 'Needs attention',
  nothingNeedsAttention: 'Nothing needs attention.',
  reasons: {
    ageing: (days: number) => `${n(days)} days in stock, no price change in 14 days`,
    'no-leads': (views: number) => `${plural(views, 'view', 'views')} in 14 days, no lead`,
    'old-draft': (days: number) => `Draft for ${n(days)} days`,
  },
  edit: (name: string) => `Edit ${name}`,
  carsTable: 'Every car for sale',
  carsCaption: 'Every car for sale; choose a column heading to sort by it.',
  columns: {
    name: 'Car',
    days: 'Days in stock',
    views7: 'Views (7 days)',
    views30: 'Views (30 days)',
    leads: 'Leads',
    priceChanges: 'Price changes',
    lastPriceChange: 'Last change',
  },
  never: '—',
  noCars: 'No cars for sale.',
  /** The first-reply tile and chart (the lead clock: opening hours only). */
  replies: {
    tile: 'Median first reply this week',
    none: 'none answered',
    within: (percent: number, target: string) => `${percent.toFixed(1)} % within ${target}`,
    chart: {
      title: 'First replies per week',
      columns: ['Week to', 'Answered', 'Median (min)', 'Within first target (%)', 'Within second target (%)'],
      summary: (answered: number) => `${plural(answered, 'lead', 'leads')} answered this week; ages in opening hours.`,
    },
    loadFailed: 'The first replies could not be loaded.',
  },
  showAll: (count: number) => `Show all ${n(count)} cars`,
};
