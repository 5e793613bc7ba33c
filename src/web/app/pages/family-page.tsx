/** /family: the family feature's portal, with the lesson notes of the lesson-notes feature. */
import { FamilyPage } from '../../features/family/pages/family-page.tsx';
import { FamilyLessonBlocks } from '../../features/lesson-notes/components/family-lesson-blocks.tsx';

export function FamilyRoute() {
  return <FamilyPage lessonBlocks={FamilyLessonBlocks} />;
}
