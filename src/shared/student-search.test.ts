import { describe, expect, it } from 'vitest';
import {
  filterStudents,
  initialOf,
  nameMatches,
  phoneDigits,
  sortStudents,
  studentMatches,
  studentSortLabels,
} from './student-search.ts';

describe('initials by Unicode arithmetic', () => {
  it('takes the initial consonant of every syllable, first and last of the block included', () => {
    expect([...'김민지'].map(initialOf)).toEqual(['ㄱ', 'ㅁ', 'ㅈ']);
    expect(initialOf('가')).toBe('ㄱ');
    expect(initialOf('힣')).toBe('ㅎ');
    expect([...'까때빠싸짜'].map(initialOf)).toEqual(['ㄲ', 'ㄸ', 'ㅃ', 'ㅆ', 'ㅉ']);
    expect(initialOf('ㄱ')).toBeNull();
    expect(initialOf('A')).toBeNull();
  });
});

describe('nameMatches', () => {
  it.each([
    ['ㄱㅁㅈ', true],
    ['ㄱㅁ', true],
    ['ㅁㅈ', true],
    ['김ㅁ', true],
    ['김ㅁㅈ', true],
    ['ㄱ민ㅈ', true],
    ['김민지', true],
    ['민지', true],
    ['김미', true], // the last syllable is still being typed: 미 → 민
    ['김 민', true],
    ['', true],
    ['ㄱㅈ', false], // letters in a row, not scattered
    ['ㅈㅁ', false],
    ['김ㄴ', false],
    ['미지', false], // only the last letter may be unfinished
    ['김민지아', false],
    ['ㄲ', false], // a double consonant is a letter of its own
    ['김밍', false], // a last letter with a final is not 민 being typed
    ['김마', false], // nor is one without a final that 민 does not start with
  ])('김민지 ← %s: %s', (query, found) => {
    expect(nameMatches('김민지', query)).toBe(found);
  });

  it('keeps double consonants apart from single ones', () => {
    expect(nameMatches('꼬마', 'ㄲㅁ')).toBe(true);
    expect(nameMatches('꼬마', 'ㄱㅁ')).toBe(false);
    expect(nameMatches('또리', 'ㄸ')).toBe(true);
    expect(nameMatches('도리', 'ㄸ')).toBe(false);
    expect(nameMatches('빠름', 'ㅃㄹ')).toBe(true);
    expect(nameMatches('바름', 'ㅃㄹ')).toBe(false);
    expect(nameMatches('김쌍둥', 'ㅆㄷ')).toBe(true);
    expect(nameMatches('김상둥', 'ㅆㄷ')).toBe(false);
    expect(nameMatches('짱구', 'ㅉㄱ')).toBe(true);
    expect(nameMatches('장구', 'ㅉㄱ')).toBe(false);
  });

  it('reads decomposed (NFD) text and conjoining initials as what they look like', () => {
    expect(nameMatches('김민지'.normalize('NFD'), 'ㄱㅁㅈ')).toBe(true);
    expect(nameMatches('김민지', '\u1100\u1106')).toBe(true);
    expect(nameMatches('김민지', '김'.normalize('NFD'))).toBe(true);
    // U+1113 is a conjoining initial past the nineteen a keyboard types: only itself.
    expect(nameMatches('김민지', '\u1113')).toBe(false);
  });

  it('finds Latin names without regard to case', () => {
    expect(nameMatches('Amy Lee', 'amy')).toBe(true);
    expect(nameMatches('Amy Lee', 'z')).toBe(false);
    expect(nameMatches('Amy Lee', '미')).toBe(false);
    expect(nameMatches('Amy Lee', 'YL')).toBe(true);
    expect(nameMatches('Amy Lee', 'ㄱ')).toBe(false);
  });
});

describe('phone search', () => {
  it('takes digits with or without dashes and spaces, nothing else', () => {
    expect(phoneDigits('010-1234')).toBe('0101234');
    expect(phoneDigits(' 1234 5678 ')).toBe('12345678');
    expect(phoneDigits('5678')).toBe('5678');
    expect(phoneDigits('김1')).toBeNull();
    expect(phoneDigits('---')).toBeNull();
    expect(phoneDigits('010x')).toBeNull();
  });

  it('finds a student by any piece of the number', () => {
    const student = { name: '김민지', phone: '010-1234-5678' };
    for (const query of ['01012345678', '010-1234-5678', '1234-5678', '45', '010 1234']) {
      expect(studentMatches(student, query), query).toBe(true);
    }
    expect(studentMatches(student, '9999')).toBe(false);
    expect(studentMatches({ name: '이수', phone: '' }, '0')).toBe(false);
  });

  it('finds everyone with an empty query', () => {
    const list = [
      { name: '김민지', phone: '' },
      { name: '이수', phone: '010-2222-3333' },
    ];
    expect(filterStudents(list, '  ')).toEqual(list);
    expect(filterStudents(list, 'ㅇㅅ')).toEqual([list[1]]);
    expect(filterStudents(list, '3333')).toEqual([list[1]]);
  });
});

describe('sortStudents', () => {
  const students = [
    { name: '하나', lesson: 3, lastLessonDay: '2026-11-02' },
    { name: '가람', lesson: 0, lastLessonDay: null },
    { name: '나래', lesson: -2, lastLessonDay: '2026-11-20' },
    { name: '다온', lesson: 3, lastLessonDay: '2026-11-20' },
    { name: 'Amy', lesson: 8, lastLessonDay: null },
  ];
  const names = (list: { name: string }[]) => list.map((one) => one.name);

  it('names each order in Korean', () => {
    expect(studentSortLabels).toEqual({
      name: '이름순',
      remaining: '남은 레슨 적은 순',
      lastLesson: '최근 레슨 순',
    });
  });

  it('by name in Korean dictionary order, Hangul first', () => {
    expect(names(sortStudents(students, 'name'))).toEqual(['가람', '나래', '다온', '하나', 'Amy']);
  });

  it('by remaining lessons, fewest first: lessons owed at the top, ties by name', () => {
    expect(names(sortStudents(students, 'remaining'))).toEqual(['나래', '가람', '다온', '하나', 'Amy']);
  });

  it('by the last lesson, most recent first, students without one last', () => {
    expect(names(sortStudents(students, 'lastLesson'))).toEqual(['나래', '다온', '하나', '가람', 'Amy']);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...students];
    sortStudents(students, 'remaining');
    expect(students).toEqual(copy);
  });
});
