// The stock table's query (src/data/vehicles/stock-table.ts): each sort orders by its column, then
// by id the same way (one (column, id) index serves both directions), and the next page starts
// after the previous page's last (value, id). Photos sort by the stored photo_count.
import { describe, expect, it } from 'vitest';
import { stockParams } from '~/data/vehicles';

const params = (q: Parameters<typeof stockParams>[0]) => Object.fromEntries(stockParams(q));

describe('stockParams', () => {
  it('orders by photos, fewest first, and pages after the last car', () => {
    const p = params({ order: { by: 'photos', ascending: true }, limit: 50, after: { value: 3, id: 'c1' } });
    expect(p.order).toBe('photo_count.asc,id.asc');
    expect(p.and).toBe('(or(photo_count.gt."3",and(photo_count.eq."3",id.gt.c1)))');
    expect(p.select).toContain('photo_count');
  });

  it('orders by photos, most first, with ties by id the same way', () => {
    const p = params({ order: { by: 'photos', ascending: false }, limit: 50, after: { value: 3, id: 'c1' } });
    expect(p.order).toBe('photo_count.desc,id.desc');
    expect(p.and).toBe('(or(photo_count.lt."3",and(photo_count.eq."3",id.lt.c1)))');
  });

  it('keeps stock numbers without one last in both directions', () => {
    expect(params({ order: { by: 'stock_number', ascending: true }, limit: 50 }).order).toBe(
      'stock_number.asc.nullslast,id.asc',
    );
    const down = params({
      order: { by: 'stock_number', ascending: false },
      limit: 50,
      after: { value: null, id: 'c9' },
    });
    expect(down.order).toBe('stock_number.desc.nullslast,id.desc');
    expect(down.and).toBe('(and(stock_number.is.null,id.lt.c9))');
  });

  it('reads days in stock, fewest first, as the newest listing first', () => {
    expect(params({ order: { by: 'days', ascending: true }, limit: 50 }).order).toBe('created_at.desc,id.desc');
  });
});
