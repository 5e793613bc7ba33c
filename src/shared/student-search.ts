/**
 * Finding and ordering students the way a Korean teacher types: by name, by a piece of the
 * phone number with or without dashes, or by 초성 — "ㄱㅁㅈ" finds 김민지, and so does a mix of
 * whole syllables and initials ("김ㅁ"). The server's `GET /api/member?q=` and the list's
 * search box use these same functions, so the page shows as it types what the server answers.
 *
 * A Hangul syllable is decomposed by Unicode arithmetic (U+AC00 + (initial × 21 + medial) × 28
 * + final), so no table of 11,172 syllables is needed. A double consonant is a letter of its
 * own: ㄲ finds 꼬마, ㄱ does not.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const PER_INITIAL = 21 * 28;

/** The 19 initial consonants in Unicode order, as the compatibility letters a keyboard types. */
const INITIALS = [...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'];
const INITIAL_SET: ReadonlySet<string> = new Set(INITIALS);

/** Conjoining initials (U+1100–U+1112, what a decomposed NFD name holds) → the typed letter. */
const CONJOINING_FIRST = 0x1100;

/** The longest search a request may carry (`q`). */
export const STUDENT_QUERY_MAX = 50;

function isSyllable(code: number): boolean {
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** The initial consonant of a syllable (`김` → `ㄱ`), or null for anything else. */
export function initialOf(char: string): string | null {
  const code = char.codePointAt(0) ?? 0;
  if (isSyllable(code)) return INITIALS[Math.floor((code - SYLLABLE_FIRST) / PER_INITIAL)] ?? null;
  return null;
}

/** A syllable without its final consonant (`민` → `미`), for the syllable still being typed. */
function withoutFinal(code: number): number {
  return code - ((code - SYLLABLE_FIRST) % 28);
}

/** One letter of a search: NFC, conjoining initials as typed letters, Latin letters in lower case. */
function searchLetters(text: string): string[] {
  return [...text.normalize('NFC').toLowerCase()]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code >= CONJOINING_FIRST && code < CONJOINING_FIRST + INITIALS.length) {
        return INITIALS[code - CONJOINING_FIRST] as string;
      }
      return char;
    })
    .filter((char) => !/\s/u.test(char));
}

/**
 * Whether a query letter stands for a letter of the name: the same letter, a typed initial for
 * a syllable that starts with it, or — for the query's last letter only, which the keyboard may
 * still be composing — a syllable without a final for one that has it (`김미` while typing 김민).
 */
function letterMatches(query: string, name: string, last: boolean): boolean {
  if (query === name) return true;
  if (INITIAL_SET.has(query)) return initialOf(name) === query;
  if (!last) return false;
  const asked = query.codePointAt(0) ?? 0;
  const found = name.codePointAt(0) ?? 0;
  if (!isSyllable(asked) || !isSyllable(found)) return false;
  return (asked - SYLLABLE_FIRST) % 28 === 0 && withoutFinal(found) === asked;
}

/** Whether the name holds the query's letters in a row (spaces ignored on both sides). */
export function nameMatches(name: string, query: string): boolean {
  const wanted = searchLetters(query);
  if (wanted.length === 0) return true;
  const letters = searchLetters(name);
  const last = wanted.length - 1;
  for (let start = 0; start + wanted.length <= letters.length; start += 1) {
    if (wanted.every((letter, index) => letterMatches(letter, letters[start + index]!, index === last)))
      return true;
  }
  return false;
}

/** The digits of a query that is a piece of a phone number (`010-12`, `1234 5678`), or null. */
export function phoneDigits(query: string): string | null {
  const trimmed = query.trim();
  if (!/^[\d\s().+-]+$/u.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/gu, '');
  return digits === '' ? null : digits;
}

/**
 * Whether a student is what the teacher searched for: an empty query finds everyone; digits
 * (with or without dashes and spaces) are looked for in the phone number; anything else in
 * the name, 초성 included.
 */
export function studentMatches(student: { name: string; phone: string }, query: string): boolean {
  const trimmed = query.trim();
  if (trimmed === '') return true;
  const digits = phoneDigits(trimmed);
  if (digits !== null) return student.phone.replace(/\D/gu, '').includes(digits);
  return nameMatches(student.name, trimmed);
}

export function filterStudents<T extends { name: string; phone: string }>(
  students: readonly T[],
  query: string,
): T[] {
  return students.filter((student) => studentMatches(student, query));
}

/** The orders the list offers: 이름순, 남은 레슨 적은 순, 최근 레슨 순. */
export const STUDENT_SORTS = ['name', 'remaining', 'lastLesson'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export const studentSortLabels: Record<StudentSort, string> = {
  name: '이름순',
  remaining: '남은 레슨 적은 순',
  lastLesson: '최근 레슨 순',
};

export interface SortableStudent {
  name: string;
  /** Remaining lessons; below 0 = lessons owed. */
  lesson: number;
  /** The Seoul day of the student's last lesson given (출석, 지각), or null if none yet. */
  lastLessonDay: string | null;
}

const collator = new Intl.Collator('ko');
const byName = (a: SortableStudent, b: SortableStudent) => collator.compare(a.name, b.name);

/**
 * A new array in the chosen order; ties go by name. Fewest remaining first puts those who owe
 * lessons at the top (who to ask for a payment next); the most recent lesson first leaves
 * students who have not had one yet at the end.
 */
export function sortStudents<T extends SortableStudent>(students: readonly T[], sort: StudentSort): T[] {
  const compare = {
    name: byName,
    remaining: (a: T, b: T) => a.lesson - b.lesson || byName(a, b),
    lastLesson: (a: T, b: T) => {
      if (a.lastLessonDay === b.lastLessonDay) return byName(a, b);
      if (a.lastLessonDay === null) return 1;
      if (b.lastLessonDay === null) return -1;
      return a.lastLessonDay < b.lastLessonDay ? 1 : -1;
    },
  }[sort];
  return [...students].sort(compare);
}
