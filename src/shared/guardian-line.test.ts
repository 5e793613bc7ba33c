import { describe, expect, it } from 'vitest';
import { readGuardians } from './guardian-line.ts';

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
