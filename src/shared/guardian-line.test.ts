import { describe, expect, it } from 'vitest';
import { contactLabel, readGuardians } from './guardian-line.ts';

describe('readGuardians', () => {
  it.each([
    ['배미경(어머니) 010-6666-0002', [{ name: '배미경', relation: '어머니', phone: '010-6666-0002' }]],
    ['어머니 배미경 01066660002', [{ name: '배미경', relation: '어머니', phone: '010-6666-0002' }]],
    ['배미경 (모) 010 6666 0002', [{ name: '배미경', relation: '어머니', phone: '010-6666-0002' }]],
    ['아빠: 김철수, 010.1234.5678', null],
    ['김철수 아빠 010.1234.5678', [{ name: '김철수', relation: '아버지', phone: '010-1234-5678' }]],
    ['할머니 010-2222-3333', [{ name: '할머니', relation: '기타', phone: '010-2222-3333' }]],
    ['박영희 +82 10-4444-5555', [{ name: '박영희', relation: '기타', phone: '010-4444-5555' }]],
    [
      '김철수(아버지) 010-1234-5678 / 배미경(어머니) 010-6666-0002',
      [
        { name: '김철수', relation: '아버지', phone: '010-1234-5678' },
        { name: '배미경', relation: '어머니', phone: '010-6666-0002' },
      ],
    ],
    [
      '배미경(어머니) 010-6666-0002; 배미경 010-6666-0002',
      [{ name: '배미경', relation: '어머니', phone: '010-6666-0002' }],
    ],
    ['', []],
    [' / ; ', []],
    // A bracketed relation word, a dash between, and the number first.
    ['010-6666-0002 - 배미경 (엄마)', [{ name: '배미경', relation: '어머니', phone: '010-6666-0002' }]],
    // Only the first relation word says who; a second one is part of the name.
    ['이모 고모 010-2222-3333', [{ name: '고모', relation: '기타', phone: '010-2222-3333' }]],
    // A name of two words keeps its space; a bracket with words inside is one word.
    ['남궁 민수 (아버님) 010-1234-5678', [{ name: '남궁 민수', relation: '아버지', phone: '010-1234-5678' }]],
    ['(부) 김철수 01012345678', [{ name: '김철수', relation: '아버지', phone: '010-1234-5678' }]],
    ['본인 010-1234-5678', [{ name: '본인', relation: '본인', phone: '010-1234-5678' }]],
    ['부 010-1234-5678', [{ name: '부', relation: '기타', phone: '010-1234-5678' }]],
    ['010-1234-5678', [{ name: '보호자', relation: '기타', phone: '010-1234-5678' }]],
    ['어머니같은분 010-1234-5678', [{ name: '어머니같은분', relation: '기타', phone: '010-1234-5678' }]],
    ['새아버지 010-1234-5678', [{ name: '새아버지', relation: '기타', phone: '010-1234-5678' }]],
    ['본인확인 010-1234-5678', [{ name: '본인확인', relation: '기타', phone: '010-1234-5678' }]],
    ['큰이모 010-1234-5678', [{ name: '큰이모', relation: '기타', phone: '010-1234-5678' }]],
    ['이모님 010-1234-5678', [{ name: '이모님', relation: '기타', phone: '010-1234-5678' }]],
    ['엄마야 010-1234-5678', [{ name: '엄마야', relation: '기타', phone: '010-1234-5678' }]],
    ['아빠랑 010-1234-5678', [{ name: '아빠랑', relation: '기타', phone: '010-1234-5678' }]],
    [
      '배미경 (어머니 대신) 010-1234-5678',
      [{ name: '배미경 어머니 대신', relation: '기타', phone: '010-1234-5678' }],
    ],
    ['박영희 +8210-4444-5555', [{ name: '박영희', relation: '기타', phone: '010-4444-5555' }]],
    [
      `${'가'.repeat(20)} 010-1111-1111`,
      [{ name: '가'.repeat(20), relation: '기타', phone: '010-1111-1111' }],
    ],
    [
      '가 010-1111-1111 / 나 010-1111-1112 / 다 010-1111-1113',
      [
        { name: '가', relation: '기타', phone: '010-1111-1111' },
        { name: '나', relation: '기타', phone: '010-1111-1112' },
        { name: '다', relation: '기타', phone: '010-1111-1113' },
      ],
    ],
    [' 배미경 010-6666-0002 ', [{ name: '배미경', relation: '기타', phone: '010-6666-0002' }]],
  ])('reads %j', (text, expected) => {
    expect(readGuardians(text)).toEqual(expected);
  });

  it.each([
    ['어머니 배미경'],
    ['배미경(어머니) 02-123-4567'],
    ['가 010-1111-1111 / 나 010-1111-1112 / 다 010-1111-1113 / 라 010-1111-1114'],
    [`${'가'.repeat(21)} 010-1111-1111`],
    ['배미경(어머니) 010-6666-0002 / 아버지는 연락 안 됨'],
  ])('keeps %j for the memo, unread', (text) => {
    expect(readGuardians(text)).toBeNull();
  });
});

describe('contactLabel', () => {
  it('names a contact with its relation, and a contact known only by its relation once', () => {
    expect(contactLabel({ name: '배미경', relation: '어머니' })).toBe('배미경 (어머니)');
    expect(contactLabel({ name: '어머니', relation: '어머니' })).toBe('어머니');
  });
});
