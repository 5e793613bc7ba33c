/** A child as the family page receives one, for the family's component tests. */
import type { FamilyStudent } from '#shared/schemas/family.ts';

type Lesson = FamilyStudent['upcoming'][number];

/** 민지 of 김선생: 3 lessons left, nothing owed, no lesson ahead and no credit unless given. */
export function familyStudent(more: Partial<FamilyStudent> = {}): FamilyStudent {
  return {
    id: 4,
    name: '민지',
    teacherName: '김선생',
    remaining: 3,
    owed: 0,
    upcoming: [],
    credits: [],
    ...more,
  };
}

/** A lesson of 민지's weekly series (4) on `date`: an hour, nothing recorded or asked, the studio open. */
export function seriesLesson(date: string, time: number, more: Partial<Lesson> = {}): Lesson {
  return {
    date,
    time,
    type: '1시간',
    kind: 'series',
    key: `s4@${date}`,
    closed: null,
    status: null,
    absence: null,
    ...more,
  };
}
