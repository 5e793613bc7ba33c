import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv } from './csv-text.ts';

describe('decodeCsv', () => {
  const text = '이름,전화번호\r\n김민지,010-1234-5678\r\n';

  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeCsv(Buffer.from(text, 'utf8'))).toBe(text);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toBe(text);
  });

  it('reads CP949 as Korean Excel saves it, 똠방각하 and all', () => {
    const korean = '이름,메모\r\n똠방각하,뷁 쀍 햏\r\n';
    expect(decodeCsv(iconv.encode(korean, 'cp949'))).toBe(korean);
  });

  it('reads UTF-16 with its BOM, as Excel saves 유니코드 텍스트', () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]))).toBe(text);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]))).toBe(text);
  });

  it('refuses binary data', () => {
    expect(decodeCsv(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBeNull();
    expect(decodeCsv(Buffer.from('이름\u0000김', 'utf8'))).toBeNull();
  });

  it('refuses bytes that are neither UTF-8 nor CP949', () => {
    expect(decodeCsv(Buffer.from([0xff, 0xff, 0xff, 0x41]))).toBeNull();
  });
});

describe('parseCsv', () => {
  it('splits records and fields, with CRLF, LF or CR line ends', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h', 100)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reads quoted fields with separators, line breaks and doubled quotes', () => {
    expect(parseCsv('이름,메모\n"김, 민지","첫 줄\n둘째 ""줄"""\n', 100)).toEqual([
      ['이름', '메모'],
      ['김, 민지', '첫 줄\n둘째 "줄"'],
    ]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('a"b,c', 100)).toEqual([['a"b', 'c']]);
  });

  it('keeps empty fields and a last line without its line end', () => {
    expect(parseCsv('a,,c\n,\nx', 100)).toEqual([['a', '', 'c'], ['', ''], ['x']]);
    expect(parseCsv('', 100)).toEqual([]);
    expect(parseCsv('a\n', 100)).toEqual([['a']]);
  });

  it('finds the separator in the header line: a tab or a semicolon as well as a comma', () => {
    expect(parseCsv('이름\t메모\n김,민지\t저녁', 100)).toEqual([
      ['이름', '메모'],
      ['김,민지', '저녁'],
    ]);
    expect(parseCsv('이름;메모\n김;저녁', 100)).toEqual([
      ['이름', '메모'],
      ['김', '저녁'],
    ]);
  });

  it('stops after the records asked for', () => {
    expect(parseCsv('a\nb\nc\nd', 2)).toEqual([['a'], ['b']]);
  });
});
