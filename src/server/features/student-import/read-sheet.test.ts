import { describe, expect, it } from 'vitest';
import { cellValue } from './read-sheet.ts';

describe('cellValue', () => {
  it('keeps text and numbers, and says booleans and errors as text', () => {
    expect(cellValue('김민지')).toBe('김민지');
    expect(cellValue(4)).toBe(4);
    expect(cellValue(true)).toBe('TRUE');
    expect(cellValue(false)).toBe('FALSE');
    expect(cellValue({ error: '#N/A' })).toBe('#N/A');
    expect(cellValue(null)).toBeNull();
    expect(cellValue(undefined as never)).toBeNull();
  });

  it('reads a date cell as its calendar day', () => {
    expect(cellValue(new Date(Date.UTC(2024, 2, 5)))).toBe('2024-03-05');
    expect(cellValue(new Date(Date.UTC(2024, 11, 31, 23, 59)))).toBe('2024-12-31');
    expect(cellValue(new Date(Number.NaN))).toBeNull();
  });

  it('reads rich text, hyperlinks and formulas by what they show', () => {
    expect(cellValue({ richText: [{ text: '김' }, { text: '민지' }] })).toBe('김민지');
    expect(cellValue({ text: '홈페이지', hyperlink: 'https://example.com' })).toBe('홈페이지');
    expect(cellValue({ formula: 'A1+1', result: 5 } as never)).toBe(5);
    expect(cellValue({ formula: 'TODAY()', result: new Date(Date.UTC(2024, 0, 2)) } as never)).toBe(
      '2024-01-02',
    );
    expect(cellValue({ formula: 'A1' } as never)).toBeNull();
    expect(cellValue({ sharedFormula: 'A1' } as never)).toBeNull();
  });
});
