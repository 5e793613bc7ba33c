/**
 * The director's page as the owner edits it (DESIGN §4 "Studio content"): a heading, the
 * director's greeting as rich text (the news editor's HTML, sanitised on the server with the
 * posts' allowlist before it is stored), and a card per teacher in the order shown.
 */
import { z } from 'zod';
import { textProblem } from '../text.ts';
import { sitePhoto, sitePhotoInput } from './site-photo.ts';
import { objectError } from './site-section.ts';
import { lineField, nameField } from './text.ts';

export const DIRECTOR_HEADING_MAX = 100;
/** The greeting's HTML as sent, in characters: pages of prose, never a pasted image as data. */
export const DIRECTOR_GREETING_MAX = 20_000;
export const TEACHERS_MIN = 1;
export const TEACHERS_MAX = 20;
export const TEACHER_NAME_MAX = 30;
export const TEACHER_ROLE_MAX = 50;
export const CAREER_LINES_MAX = 15;
export const CAREER_LINE_MAX = 100;

/** Whether HTML holds any text or a picture at all (an empty editor gives `<p></p>`). */
function looksFilled(html: string): boolean {
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '');
  return text !== '' || /<img\b/i.test(html);
}

const teacherError = (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? 'site.unknown_field' : 'site.teacher_invalid';

export const teacherInput = z.strictObject(
  {
    name: nameField({
      required: 'site.teacher_name_required',
      tooLong: 'site.teacher_name_too_long',
      max: TEACHER_NAME_MAX,
    }),
    role: lineField({
      required: 'site.teacher_role_required',
      tooLong: 'site.teacher_role_too_long',
      max: TEACHER_ROLE_MAX,
    }),
    photo: sitePhotoInput,
    career: z
      .array(
        lineField({
          required: 'site.teacher_career_empty',
          tooLong: 'site.teacher_career_too_long',
          max: CAREER_LINE_MAX,
          invalid: 'site.teacher_invalid',
        }),
        { error: 'site.teacher_invalid' },
      )
      .max(CAREER_LINES_MAX, { error: 'site.teacher_career_count' })
      .meta({ description: `경력, 한 줄에 하나 (0–${CAREER_LINES_MAX}줄)` }),
  },
  { error: teacherError },
);

/**
 * What the owner sends. The greeting is checked here only as text; the server then sanitises
 * it and refuses one that holds nothing once sanitised (src/server/features/site/director-section.ts).
 */
export const directorInput = z.strictObject(
  {
    heading: lineField({
      required: 'site.director_heading_required',
      tooLong: 'site.director_heading_too_long',
      max: DIRECTOR_HEADING_MAX,
    }),
    greeting: z
      .string({ error: 'site.director_greeting_required' })
      .max(DIRECTOR_GREETING_MAX, { error: 'site.director_greeting_too_long', abort: true })
      // Rich text may hold line breaks, never a control character (PostgreSQL cannot store a NUL).
      .refine((html) => textProblem(html, true) !== 'control', { error: 'text_control', abort: true })
      // A first look for the form; the server's sanitised text has the last word.
      .refine(looksFilled, { error: 'site.director_greeting_required' })
      .meta({ description: '원장 인사말 (HTML: 게시글과 같은 허용 목록으로 정리되어 저장)' }),
    teachers: z
      .array(teacherInput, { error: 'site.teachers_count' })
      .min(TEACHERS_MIN, { error: 'site.teachers_count' })
      .max(TEACHERS_MAX, { error: 'site.teachers_count' })
      .meta({ description: `선생님 소개 카드, 보이는 순서대로 (${TEACHERS_MIN}–${TEACHERS_MAX}명)` }),
  },
  { error: objectError },
);

const teacher = z.object({
  name: z.string().meta({ description: '선생님 이름' }),
  role: z.string().meta({ description: '담당 (예: 원장 · 색소폰, 보컬 강사)' }),
  photo: sitePhoto,
  career: z.array(z.string()).meta({ description: '경력, 한 줄에 하나' }),
});
export type Teacher = z.infer<typeof teacher>;

/** The director's page as stored and answered. */
export const directorContent = z.object({
  heading: z.string().meta({ description: '소개 제목' }),
  greeting: z.string().meta({ description: '원장 인사말 (정리된 HTML)' }),
  teachers: z.array(teacher).meta({ description: '선생님 소개 카드, 보이는 순서대로' }),
});
export type DirectorContent = z.infer<typeof directorContent>;
