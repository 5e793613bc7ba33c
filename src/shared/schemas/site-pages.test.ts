import { describe, expect, it } from 'vitest';
import { defaultCurriculum } from '#content/curriculum-defaults.ts';
import { defaultDirector } from '#content/director-defaults.ts';
import { curriculumInput, feeLine } from './site-curriculum.ts';
import { directorInput } from './site-director.ts';

const codes = (schema: typeof directorInput | typeof curriculumInput, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the director's page a save sends", () => {
  const director = defaultDirector();
  const teacher = director.teachers[0]!;

  it('takes the first-start page as it is, and normalises the lines', () => {
    expect(directorInput.parse(director)).toEqual(director);
    const parsed = directorInput.parse({
      ...director,
      heading: '  음악이   있는 하루 ',
      teachers: [{ ...teacher, name: '윤서진\u200B', career: [' 경력  한 줄 '] }],
    });
    expect(parsed.heading).toBe('음악이 있는 하루');
    expect(parsed.teachers).toEqual([{ ...teacher, name: '윤서진', career: ['경력 한 줄'] }]);
  });

  it.each([
    [{ heading: '' }, ['site.director_heading_required']],
    [{ greeting: undefined }, ['site.director_greeting_required']],
    [{ greeting: '<p></p><p>&nbsp; </p>' }, ['site.director_greeting_required']],
    [{ greeting: 'a'.repeat(20_001) }, ['site.director_greeting_too_long']],
    [{ teachers: [] }, ['site.teachers_count']],
    [
      { teachers: [{ ...teacher, name: '', role: '' }] },
      ['site.teacher_name_required', 'site.teacher_role_required'],
    ],
    [
      { teachers: [{ ...teacher, career: ['', '가'.repeat(101)] }] },
      ['site.teacher_career_empty', 'site.teacher_career_too_long'],
    ],
    [{ teachers: [{ ...teacher, photo: { ...teacher.photo, alt: ' ' } }] }, ['site.photo_alt_required']],
    [{ extra: 1 }, ['site.unknown_field']],
  ])('refuses %j with %j', (change, expected) => {
    expect(codes(directorInput, { ...director, ...change })).toEqual(expected);
  });
});

describe('the curriculum a save sends', () => {
  const curriculum = defaultCurriculum();

  it('takes the first-start page as it is', () => {
    expect(curriculumInput.parse(curriculum)).toEqual(curriculum);
  });

  it.each([
    [{ price: 0 }, ['site.fee_price_range']],
    [{ price: 10_000_001 }, ['site.fee_price_range']],
    [{ price: 99.9 }, ['site.fee_price_range']],
    [{ price: Number.NaN }, ['site.fee_price_range']],
    [{ lessons: 0, price: -1 }, ['site.fee_lessons_range', 'site.fee_price_range']],
    [{ course: '' }, ['site.fee_course_required']],
  ])('refuses the fee row change %j with %j', (change, expected) => {
    expect(codes(curriculumInput, { ...curriculum, fees: [{ ...curriculum.fees[0], ...change }] })).toEqual(
      expected,
    );
  });

  it('refuses an empty fee table, a 16th rule and an empty line', () => {
    expect(codes(curriculumInput, { ...curriculum, fees: [] })).toEqual(['site.fees_count']);
    expect(codes(curriculumInput, { ...curriculum, rules: Array(16).fill('규칙') })).toEqual([
      'site.curriculum_list_count',
    ]);
    expect(codes(curriculumInput, { ...curriculum, refund: [''] })).toEqual(['site.curriculum_line_empty']);
  });

  it('writes a fee as one line with the price in won', () => {
    expect(feeLine(curriculum.fees[0]!)).toBe('주 1회, 1시간씩 4회 250,000원');
    expect(feeLine({ course: '연간', lessons: 48, price: 2_400_000 })).toBe('연간 48회 2,400,000원');
  });
});
