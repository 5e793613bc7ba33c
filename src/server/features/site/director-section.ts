/**
 * The director's page as a section. The greeting is written in the news editor, so it passes
 * the posts' own sanitiser and allowlist (sanitizePost, docs/decisions/008) before it is
 * stored: the public page puts it into the page as it is. A greeting that holds nothing once
 * sanitised is refused.
 */
import { defaultDirector } from '#content/director-defaults.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import type { DirectorContent } from '#shared/schemas/site-director.ts';
import { plainText } from '../../rich-text/sanitize-rich-text.ts';
import { sanitizePost } from '../news/sanitize-post.ts';
import { defineSection } from './section.ts';
import { verifySitePhotos } from './section-photos.ts';

const input = siteSectionSchemas.director.input.transform((content, context) => {
  const greeting = sanitizePost(content.greeting);
  if (plainText(greeting) === '' && !greeting.includes('<img')) {
    context.addIssue({ code: 'custom', message: 'site.director_greeting_required', path: ['greeting'] });
  }
  return { ...content, greeting };
});

export const directorSection = defineSection<DirectorContent>({
  key: 'director',
  label: siteSectionSchemas.director.label,
  input,
  shape: siteSectionSchemas.director.shape,
  defaults: defaultDirector,
  // Each teacher's picture must be an upload the site has, and gets its real size.
  verify: verifySitePhotos,
  shown: (director, field) => {
    if (field === 'teachers') {
      return director.teachers.map((teacher) => `${teacher.name} (${teacher.role})`).join(', ');
    }
    return field === 'greeting' ? plainText(director.greeting) : director[field];
  },
});
