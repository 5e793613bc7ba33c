import { describe, expect, it } from 'vitest';
import { dropIndex, moveItem, removeItem } from './reorder.ts';

describe('moveItem', () => {
  it('moves an item up, down, to either end, and keeps the others in order', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('changes nothing for a move onto itself or off either end', () => {
    const list = ['a', 'b', 'c'];
    for (const [from, to] of [
      [0, -1],
      [2, 3],
      [1, 1],
      [-1, 0],
      [3, 0],
    ] as const) {
      expect(moveItem(list, from, to)).toEqual(['a', 'b', 'c']);
    }
  });

  it('moves one of two equal items, by place', () => {
    expect(moveItem(['x', 'y', 'x'], 2, 0)).toEqual(['x', 'x', 'y']);
  });
});

describe('removeItem', () => {
  it('takes out only the item at that place', () => {
    expect(removeItem(['x', 'y', 'x'], 2)).toEqual(['x', 'y']);
    expect(removeItem(['a'], 0)).toEqual([]);
    expect(removeItem(['a', 'b'], 5)).toEqual(['a', 'b']);
  });
});

describe('dropIndex', () => {
  // Four items 100 px high, 10 px apart: middles at 50, 160, 270, 380.
  const boxes = [0, 110, 220, 330].map((top) => ({ top, height: 100 }));

  it('stays in place until the pointer passes a neighbour’s middle', () => {
    expect(dropIndex(100, boxes, 1)).toBe(1);
    expect(dropIndex(200, boxes, 1)).toBe(1);
    expect(dropIndex(49, boxes, 1)).toBe(0);
    expect(dropIndex(271, boxes, 1)).toBe(2);
  });

  it('goes to the first place above every middle and to the last below them', () => {
    expect(dropIndex(-500, boxes, 3)).toBe(0);
    expect(dropIndex(10, boxes, 2)).toBe(0);
    expect(dropIndex(381, boxes, 0)).toBe(3);
    expect(dropIndex(9999, boxes, 2)).toBe(3);
  });

  it('agrees with moveItem: dragging the first item past the third middle puts it third', () => {
    const target = dropIndex(300, boxes, 0);
    expect(target).toBe(2);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, target)).toEqual(['b', 'c', 'a', 'd']);
  });
});
