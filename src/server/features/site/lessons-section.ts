/** The studio's lesson rules (`lessons`, 수업 규칙): the owed limit, the make-up
 * notice, a credit's validity and monthly cap, and a package's default validity. */
import { defaultLessonRules } from '#content/lesson-rules-defaults.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import { defineSection } from './section.ts';

const UNITS: Record<Exclude<keyof LessonRules, 'familyBooking'>, string> = {
  owedLimit: '회',
  noticeHours: '시간',
  creditDays: '일',
  monthlyCap: '회',
  packageDays: '일',
};

export const lessonsSection = defineSection<LessonRules>({
  key: 'lessons',
  ...siteSectionSchemas.lessons,
  defaults: defaultLessonRules,
  shown: (rules, field) =>
    field === 'familyBooking' ? (rules.familyBooking ? '켬' : '끔') : `${rules[field]}${UNITS[field]}`,
});
