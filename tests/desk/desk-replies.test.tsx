// The desk's first-reply tile and its chart's table: the median first reply this week in opening
// hours, and the share answered within each of the owner's targets.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReplyTile } from '~/features/admin/desk/Desk';
import { repliesTable } from '~/lib/staff/desk';
import { STAFF_WORDS } from '~/lib/staff-words';
import type { ReplyWeek } from '~/lib/staff/reply-weeks';

const weeks: ReplyWeek[] = [
  { weekEnd: '2026-12-01', answered: 1, medianMinutes: 10, withinFirstPercent: 0, withinSecondPercent: 100 },
  { weekEnd: '2026-12-08', answered: 3, medianMinutes: 30, withinFirstPercent: 33.3, withinSecondPercent: 66.7 },
];

describe('the first-reply tile', () => {
  it('shows the median this week and the share within each target', () => {
    const html = renderToStaticMarkup(<ReplyTile figures={{ weeks, targets: { first: 5, second: 60 } }} />);
    expect(html).toContain('Median first reply this week');
    expect(html).toContain('>30 min<');
    expect(html).toContain('33.3 % within 5 min; 66.7 % within 1 h');
  });

  it('says so when nobody was answered this week', () => {
    const none: ReplyWeek[] = [
      { weekEnd: '2026-12-08', answered: 0, medianMinutes: null, withinFirstPercent: 0, withinSecondPercent: 0 },
    ];
    const html = renderToStaticMarkup(<ReplyTile figures={{ weeks: none, targets: { first: 5, second: 60 } }} />);
    expect(html).toContain('>none answered<');
  });
});

describe("the first replies' table", () => {
  it('has a row per week with the median and both shares', () => {
    expect(repliesTable(weeks, STAFF_WORDS.desk.replies.chart.columns)).toEqual({
      columns: ['Week to', 'Answered', 'Median (min)', 'Within first target (%)', 'Within second target (%)'],
      rows: [
        ['2026-12-01', 1, 10, 0, 100],
        ['2026-12-08', 3, 30, 33.3, 66.7],
      ],
    });
  });
});
