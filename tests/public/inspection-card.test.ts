// The card's 'Inspected' mark (src/components/vehicle-card/card-view.ts) and how the inventory index
// carries its points (src/data/vehicles/inventory-index.ts), so cards drawn after filtering keep it.
import { describe, expect, it } from 'vitest';
import { decodeIndex, encodeIndex, toCard } from '~/data/vehicles';
import { cardView } from '~/components/vehicle-card/card-view';
import { cardText } from '~/components/vehicle-card/card-text';
import { inventory, x5 } from '../support/public-fixtures';

const stamp = { updatedAt: '2026-11-14T02:00:00.000Z', count: inventory.length };

describe("the card's Inspected mark", () => {
  it('reads the points in the page language, and is empty without a report', () => {
    const card = { ...toCard(x5), inspectedPoints: 147 };
    expect(cardView(card, cardText('en'), { index: 0 }).inspected).toBe('Inspected · 147 points');
    expect(cardView(card, cardText('ms'), { index: 0 }).inspected).toBe('Diperiksa · 147 perkara');
    expect(cardView(toCard(x5), cardText('en'), { index: 0 }).inspected).toBe('');
  });

  it('goes through the inventory index and back; an index without reports has no such column', () => {
    const cards = inventory.map(toCard).map((c, i) => (i === 1 ? { ...c, inspectedPoints: 152 } : c));
    const encoded = encodeIndex(cards, stamp);
    expect(encoded.inspected).toEqual([[1, 152]]);
    const decoded = decodeIndex(JSON.parse(JSON.stringify(encoded))).cards;
    expect(decoded.map((c) => c.inspectedPoints)).toEqual(cards.map((c) => c.inspectedPoints));
    expect(decoded[0]).not.toHaveProperty('inspectedPoints');
    expect(encodeIndex(inventory.map(toCard), stamp)).not.toHaveProperty('inspected');
  });
});
