/** The studio's lesson rules (`lessons`, 수업 규칙): the owed limit, and later rules beside it. */
import { defaultLessonRules } from '#content/lesson-rules-defaults.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import { defineSection } from './section.ts';

export const lessonsSection = defineSection<LessonRules>({
  key: 'lessons',
  ...siteSectionSchemas.lessons,
  defaults: defaultLessonRules,
  shown: (rules, field) => `${rules[field]}회`,
});
