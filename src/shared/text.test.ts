import { describe, expect, it } from 'vitest';
import { normalizeLine, normalizeName, normalizeParagraphs, textProblem } from './text.ts';

describe('textProblem', () => {
  it.each([
    ['김민수', false, null],
    ['김\t민수', false, null],
    ['첫 줄\n둘째 줄', true, null],
    ['첫 줄\r\n둘째 줄\t끝', true, null],
    ['김민수\u0000', false, 'control'],
    ['김민수\u0000', true, 'control'],
    ['첫 줄\n둘째 줄', false, 'control'],
    ['벨\u0007', true, 'control'],
    ['삭제\u007F', false, 'control'],
    ['C1\u0085', true, 'control'],
    ['반쪽\uD800', false, 'control'],
    ['이름\u202E', false, 'direction'],
    ['이름\u2066', true, 'direction'],
    ['\u202A', false, 'direction'],
    ['이름\u200B', false, null],
    ['😀👨‍👩‍👧', false, null],
  ] as const)('%j (multiline %s) → %s', (text, multiline, expected) => {
    expect(textProblem(text, multiline)).toBe(expected);
  });
});

describe('normalizeName', () => {
  it('makes look-alike spellings one name', () => {
    const nfd = '김민수'.normalize('NFD');
    expect(nfd).not.toBe('김민수');
    expect(normalizeName(nfd)).toBe('김민수');
    expect(normalizeName('김민수\u200B')).toBe('김민수');
    expect(normalizeName('김\u2060민수')).toBe('김민수');
    expect(normalizeName('\uFEFF김민수\u00AD')).toBe('김민수');
    expect(normalizeName('  김  민\t수 ')).toBe('김 민 수');
  });
});

describe('normalizeLine', () => {
  it('trims, joins whitespace and composes, but keeps format characters', () => {
    expect(normalizeLine(' 리드 \t 3호 ')).toBe('리드 3호');
    expect(normalizeLine('한'.normalize('NFD'))).toBe('한');
    expect(normalizeLine('a\u200Db')).toBe('a\u200Db');
  });
});

describe('normalizeParagraphs', () => {
  it('keeps line breaks as \\n and trims the whole', () => {
    expect(normalizeParagraphs('  첫 줄\r\n둘째 줄\r셋째 줄\n ')).toBe('첫 줄\n둘째 줄\n셋째 줄');
  });
});
