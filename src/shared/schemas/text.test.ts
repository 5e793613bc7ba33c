import { describe, expect, it } from 'vitest';
import { lineField, nameField, paragraphField } from './text.ts';

const name = nameField({ required: 'booking.incomplete', tooLong: 'booking.name_too_long', max: 5 });

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('nameField', () => {
  it('normalises look-alike spellings to one name', () => {
    expect(name.parse('김민수'.normalize('NFD'))).toBe('김민수');
    expect(name.parse(' 김민수\u200B ')).toBe('김민수');
  });

  it.each([
    [undefined, 'booking.incomplete'],
    [42, 'booking.incomplete'],
    ['   ', 'booking.incomplete'],
    ['\u200B', 'booking.incomplete'],
    ['김\u0000', 'text_control'],
    ['김\n수', 'text_control'],
    ['김\u202E수', 'text_direction'],
    ['김민수김민수', 'booking.name_too_long'],
  ])('%j → %s', (input, code) => {
    expect(firstError(name.safeParse(input))).toBe(code);
  });

  it('counts the length after normalising', () => {
    expect(name.parse('김\u200B\u200B\u200B민수')).toBe('김민수');
  });
});

describe('lineField', () => {
  const optional = lineField({ tooLong: 'invalid_input', max: 10 });
  it('allows an empty value when not required', () => {
    expect(optional.parse('  ')).toBe('');
  });
  it('keeps joiners inside a line', () => {
    expect(optional.parse(' 👨‍👩‍👧 ')).toBe('👨‍👩‍👧');
  });
});

describe('paragraphField', () => {
  const memo = paragraphField({ required: 'invalid_input', tooLong: 'invalid_input', max: 100 });
  it('keeps line breaks and refuses NUL', () => {
    expect(memo.parse('첫 줄\r\n둘째 줄')).toBe('첫 줄\n둘째 줄');
    expect(firstError(memo.safeParse('a\u0000b'))).toBe('text_control');
  });
  it.each([
    ['a\u0007b', 'text_control'],
    ['a\u001Bb', 'text_control'],
    ['a\u0085b', 'text_control'],
    ['a\u202Eb', 'text_direction'],
    ['a\u2067b', 'text_direction'],
  ])('%j → %s', (input, code) => {
    expect(firstError(memo.safeParse(input))).toBe(code);
  });
  it('keeps a zero-width space and a tab, which no rule refuses', () => {
    expect(memo.parse('a\u200Bb\tc')).toBe('a\u200Bb\tc');
  });
});
