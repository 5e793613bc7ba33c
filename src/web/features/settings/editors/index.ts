/**
 * The sections the owner edits on /settings, in the menu's order: one line per section. Each
 * section's editor says how its fields are edited and how its pages look with the draft
 * (section-editor-types.ts).
 */
import type { SiteSectionKey } from '#shared/schemas/site-content.ts';
import { boardEditor } from './board-editor.tsx';
import { curriculumEditor } from './curriculum-editor.tsx';
import { directorEditor } from './director-editor.tsx';
import { facilityEditor } from './facility-editor.tsx';
import { lessonsEditor } from './lessons-editor.tsx';
import { photosEditor } from './photos-editor.tsx';
import { policiesEditor } from './policies-editor.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { studioEditor } from './studio-editor.tsx';

/** An editor of one section, listed beside the others (the page works on any of them alike). */
const listed = <Key extends SiteSectionKey>(editor: SectionEditor<Key>) => editor as unknown as SectionEditor;

export const sectionEditors: SectionEditor[] = [
  listed(studioEditor),
  listed(boardEditor),
  listed(directorEditor),
  listed(curriculumEditor),
  listed(photosEditor),
  listed(facilityEditor),
  listed(policiesEditor),
  listed(lessonsEditor),
];

export function findSectionEditor(key: string | undefined): SectionEditor | undefined {
  return sectionEditors.find((editor) => editor.key === key);
}
