import { describe, expect, it } from 'vitest';
import { COMBO_WINDOW_MS, canAfford, comboAlive, nextCombo } from './combo';

describe('gift combo', () => {
  it('given the same gift from the same sender within the window → the combo adds up', () => {
    let c = nextCombo(null, { sender: 'u1', giftId: 3, num: 1 }, 0);
    c = nextCombo(c, { sender: 'u1', giftId: 3, num: 10 }, 1_000);
    c = nextCombo(c, { sender: 'u1', giftId: 3, num: 1 }, 1_000 + COMBO_WINDOW_MS);
    expect(c.count).toBe(12);
    expect(comboAlive(c, 1_000 + 2 * COMBO_WINDOW_MS)).toBe(true);
    expect(comboAlive(c, 1_001 + 2 * COMBO_WINDOW_MS)).toBe(false);
  });

  it('given another gift, another sender or a pause → the combo starts over', () => {
    const c = nextCombo(null, { sender: 'u1', giftId: 3, num: 5 }, 0);
    expect(nextCombo(c, { sender: 'u1', giftId: 4, num: 1 }, 10).count).toBe(1);
    expect(nextCombo(c, { sender: 'u2', giftId: 3, num: 1 }, 10).count).toBe(1);
    expect(nextCombo(c, { sender: 'u1', giftId: 3, num: 1 }, COMBO_WINDOW_MS + 1).count).toBe(1);
  });

  it('given a balance → it covers price × count exactly, in tenths without float drift', () => {
    expect(canAfford(10, 1, 10)).toBe(true);
    expect(canAfford(9.9, 1, 10)).toBe(false);
    expect(canAfford(0.3, 0.1, 3)).toBe(true);
    expect(canAfford(519, 520, 1)).toBe(false);
  });
});
