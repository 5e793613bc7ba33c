import { describe, expect, it } from 'vitest';
import {
  businessNumberCheckDigit,
  isPlausibleEmail,
  normalizeHttpsUrl,
  normalizeStudioPhone,
  parseBusinessNumber,
  phoneHref,
  smsHref,
  studioCopyright,
} from './studio-rules.ts';

describe('normalizeStudioPhone', () => {
  it.each([
    ['02-123-4567', '02-123-4567'],
    ['021234567', '02-123-4567'],
    ['02 1234 5678', '02-1234-5678'],
    ['(02) 123-4567', '02-123-4567'],
    ['+82 2-123-4567', '02-123-4567'],
    ['031-123-4567', '031-123-4567'],
    ['0641234567', '064-123-4567'],
    ['010-1234-5678', '010-1234-5678'],
    ['+82-10-1234-5678', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['070-1234-5678', '070-1234-5678'],
    ['080-123-4567', '080-123-4567'],
    ['0505-123-4567', '0505-123-4567'],
    ['1588-1234', '1588-1234'],
    ['16441234', '1644-1234'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeStudioPhone(input)).toBe(expected);
  });

  it.each([
    '010-123-4567', // 010 numbers have four digits in the middle
    '02-12-4567',
    '099-123-4567', // no such area code
    '035-123-4567',
    '1234-5678',
    '1588-12345',
    '0２-123-4567', // a full-width digit
    '010-1234-5678-9',
    '02-123-4567 내선 3',
    '',
    // A digit too many before or after each form.
    '9021234567',
    '0212345678901',
    '90311234567',
    '031123456789',
    '045-123-4567', // 041–044 only
    '9010-1234-5678',
    '010-1234-56789',
    '9011-123-4567',
    '011-1234-56789',
    '9070-1234-5678',
    '070-1234-56789',
    '9080-123-4567',
    '080-123-45678',
    '90505-123-4567',
    '0505-1234-56789',
    '91588-1234',
  ])('refuses %j', (input) => {
    expect(normalizeStudioPhone(input)).toBeNull();
  });
});

describe('the business registration number', () => {
  it('computes the check digit with the weights 1,3,7,1,3,7,1,3,5', () => {
    // 124-81-00998: 1+6+28+8+3+0+0+27+45 = 118, + ⌊9×5/10⌋ = 122 → (10 − 2) mod 10 = 8
    expect(businessNumberCheckDigit('124810099')).toBe(8);
    expect(businessNumberCheckDigit('123456789')).toBe(1);
    expect(businessNumberCheckDigit('000000000')).toBe(0);
  });

  it.each([
    ['124-81-00998', { value: '124-81-00998' }],
    ['1234567891', { value: '123-45-67891' }],
    [' 123-45-67891 ', { value: '123-45-67891' }],
    ['123-45-67890', { problem: 'checksum' }],
    ['124-81-00997', { problem: 'checksum' }],
    ['123-45-6789', { problem: 'format' }],
    ['123 45 67891', { problem: 'format' }],
    ['123-456-7891', { problem: 'format' }],
    ['abc-de-fghij', { problem: 'format' }],
    ['x124-81-00998', { problem: 'format' }],
    ['124-81-009989', { problem: 'format' }],
  ])('%j → %j', (input, expected) => {
    expect(parseBusinessNumber(input)).toEqual(expected);
  });
});

describe('normalizeHttpsUrl', () => {
  it.each([
    ['https://pf.kakao.com/_abcd', 'https://pf.kakao.com/_abcd'],
    ['HTTPS://PF.Kakao.com', 'https://pf.kakao.com/'],
    ['https://한글.kr/경로', 'https://xn--bj0bj06e.kr/%EA%B2%BD%EB%A1%9C'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHttpsUrl(input)).toBe(expected);
  });

  it.each([
    'http://pf.kakao.com/_abcd',
    'javascript:alert(1)',
    'https://pf.kakao.com@elsewhere.example/',
    'https://user:pw@pf.kakao.com/',
    'https://localhost/',
    'https://pf.kakao.com/_a b',
    'pf.kakao.com/_abcd',
    '//pf.kakao.com',
  ])('refuses %s', (input) => {
    expect(normalizeHttpsUrl(input)).toBeNull();
  });
});

describe('isPlausibleEmail', () => {
  it.each(['studio@example.com', 'a.b+c@sub.example.co.kr', '원장@학원.한국'])('takes %s', (input) => {
    expect(isPlausibleEmail(input)).toBe(true);
  });
  it('takes an address of 254 characters, and refuses one of 255', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.kr`;
    expect(at254).toHaveLength(254);
    expect(isPlausibleEmail(at254)).toBe(true);
    expect(isPlausibleEmail(`${at254.slice(0, -3)}d.kr`)).toBe(false);
  });
  it.each(['a@b', 'a@@b.com', '.a@b.com', 'a..b@c.com', 'a b@c.com', 'a@b.c', 'a@-b.com', 'a@b.com.'])(
    'refuses %s',
    (input) => {
      expect(isPlausibleEmail(input)).toBe(false);
    },
  );
});

describe('studioCopyright', () => {
  it('is Korean only, from the name and the year', () => {
    expect(studioCopyright('온음 색소폰 & 보컬 아카데미', 2026)).toBe('© 2026 온음 색소폰 & 보컬 아카데미');
  });
});

describe('smsHref', () => {
  it('links a mobile or an internet phone for a text message', () => {
    expect(smsHref('010-1234-5678')).toBe('sms:01012345678');
    expect(smsHref('011-123-4567')).toBe('sms:0111234567');
    expect(smsHref('070-1234-5678')).toBe('sms:07012345678');
  });

  it('offers no text message to a landline or a 1588 number', () => {
    expect(smsHref('02-123-4567')).toBeNull();
    expect(smsHref('031-1234-5678')).toBeNull();
    expect(smsHref('1588-1234')).toBeNull();
    expect(smsHref('')).toBeNull();
    expect(smsHref('9010-1234-5678')).toBeNull();
    expect(smsHref('010-1234-56789')).toBeNull();
  });
});

describe('phoneHref', () => {
  it('dials the digits, and the + of an international number', () => {
    expect(phoneHref('02-123-4567')).toBe('tel:021234567');
    expect(phoneHref('+82 10-1234-5678')).toBe('tel:+821012345678');
    expect(phoneHref('(02) 123 4567 내선')).toBe('tel:021234567');
  });
});
