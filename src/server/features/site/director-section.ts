/**
 * The director's page as a section. The greeting is written in the news editor, so it is
 * sanitised with the posts' allowlist (docs/decisions/008) as it is stored, whichever route
 * sent it: the public page puts it into the page as it is. A greeting that holds nothing once
 * sanitised is refused.
 */
import { defaultDirector } from '#content/director-defaults.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { DirectorContent } from '#shared/schemas/site-director.ts';
import { AppError } from '../../app-error.ts';
import { POST_RULES } from '../../rich-text/rules.ts';
import { isBlank, plainText, sanitizeRichText } from '../../rich-text/sanitize-rich-text.ts';
import { defineSection } from './section.ts';
import { verifySitePhotos } from './section-photos.ts';

export const directorSection = defineSection<DirectorContent>({
  key: 'director',
  ...siteSectionSchemas.director,
  defaults: defaultDirector,
  // Each teacher's picture must be an upload the site has, and gets its real size.
  verify: verifySitePhotos,
  clean: (content) => {
    const greeting = sanitizeRichText(content.greeting, POST_RULES);
    if (isBlank(greeting)) throw new AppError('site.director_greeting_required', 400);
    return { ...content, greeting };
  },
  shown: (director, field) => {
    if (field === 'teachers') {
      return director.teachers.map((teacher) => `${teacher.name} (${teacher.role})`).join(', ');
    }
    return field === 'greeting' ? plainText(director.greeting) : director[field];
  },
});
