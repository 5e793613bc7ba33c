import { describe, expect, it } from 'vitest';
import { BOM, csvField, toCsv } from './csv.ts';

describe('CSV for spreadsheets', () => {
  it('starts with the BOM, ends lines with CRLF and writes integers plainly', () => {
    const text = toCsv(
      ['날짜', '금액'],
      [
        ['2026-03-01', 250000],
        ['2026-03-02', -250000],
      ],
    );
    expect(text).toBe(`${BOM}날짜,금액\r\n2026-03-01,250000\r\n2026-03-02,-250000\r\n`);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('김, 민지')).toBe('"김, 민지"');
    expect(csvField('그는 "안녕" 했다')).toBe('"그는 ""안녕"" 했다"');
    expect(csvField('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"');
    expect(csvField('평범한 이름')).toBe('평범한 이름');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+82')).toBe("'+82");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField(-3)).toBe('-3');
  });

  it('refuses fractions, which are never money or counts', () => {
    expect(() => csvField(1.5)).toThrow(RangeError);
  });
});
