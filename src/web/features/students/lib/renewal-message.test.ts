import { describe, expect, it } from 'vitest';
import { testSite } from '../../../site-data/testing/test-site.tsx';
import { renewalMessage } from './renewal-message.ts';

describe('the 재등록 안내 message', () => {
  it("names the student, the lessons left and the last package's tuition", () => {
    expect(
      renewalMessage({ name: '홍길동', lesson: 1, lastPackage: { pay: 250_000, lesson: 4 } }, testSite()),
    ).toBe(
      [
        '[온음 아카데미] 안녕하세요, 홍길동님.',
        '남은 레슨이 1회입니다.',
        '재등록 수강료는 4회 250,000원입니다.',
        '계속 함께해 주시면 감사하겠습니다. 문의: 02-123-4567',
      ].join('\n'),
    );
  });

  it("quotes the student's own fee before the last package and the studio's first fee", () => {
    const fee = { pay: 200_000, lesson: 4 };
    const withPackage = renewalMessage(
      { name: '홍길동', lesson: 1, lastPackage: { pay: 250_000, lesson: 4 }, fee },
      testSite(),
    );
    expect(withPackage.split('\n')[2]).toBe('재등록 수강료는 4회 200,000원입니다.');
    const alone = renewalMessage({ name: '홍길동', lesson: 0, lastPackage: null, fee }, testSite());
    expect(alone.split('\n')[2]).toBe('재등록 수강료는 4회 200,000원입니다.');
  });

  it('falls back to the advertised tuition and says when every lesson is used', () => {
    const text = renewalMessage({ name: '김하나', lesson: 0, lastPackage: null }, testSite());
    expect(text.split('\n').slice(1, 3)).toEqual([
      '등록하신 레슨을 모두 마치셨습니다.',
      '재등록 수강료는 주 1회, 1시간씩 4회 250,000원입니다.',
    ]);
  });

  it('says how many lessons are owed and that the next package covers them first', () => {
    const text = renewalMessage(
      { name: '김하나', lesson: -2, lastPackage: { pay: 250_000, lesson: 4 } },
      testSite(),
    );
    expect(text.split('\n')[1]).toBe(
      '등록하신 레슨을 모두 마치셨고, 먼저 받으신 레슨 2회가 미수로 남아 있습니다. 재등록하시면 미수 2회가 먼저 정산됩니다.',
    );
  });

  it('quotes the first fee and the studio as the owner last published them', () => {
    const base = testSite();
    const site = testSite({
      studio: { ...base.studio, shortName: '새음', phone: '051-123-4567' },
      curriculum: {
        ...base.curriculum,
        fees: [
          { course: '주 2회, 50분씩', lessons: 8, price: 480_000 },
          { course: '체험', lessons: 1, price: 30_000 },
        ],
      },
    });
    expect(renewalMessage({ name: '김하나', lesson: 2, lastPackage: null }, site)).toBe(
      [
        '[새음] 안녕하세요, 김하나님.',
        '남은 레슨이 2회입니다.',
        '재등록 수강료는 주 2회, 50분씩 8회 480,000원입니다.',
        '계속 함께해 주시면 감사하겠습니다. 문의: 051-123-4567',
      ].join('\n'),
    );
  });
});
