/** The curriculum and tuition page as a section; the audit log shows each list on one line. */
import { defaultCurriculum } from '#content/curriculum-defaults.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import { type CurriculumContent, feeLine } from '#shared/schemas/site-curriculum.ts';
import { defineSection } from './section.ts';

export const curriculumSection = defineSection<CurriculumContent>({
  key: 'curriculum',
  ...siteSectionSchemas.curriculum,
  defaults: defaultCurriculum,
  shown: (curriculum, field) => {
    if (field === 'fees') return curriculum.fees.map(feeLine).join(' / ');
    if (field === 'courses') return curriculum.courses.map((course) => course.name).join(', ');
    const value = curriculum[field];
    return typeof value === 'string' ? value : value.join(' / ');
  },
});
