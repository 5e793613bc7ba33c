/** What the portal shows of a student's lessons themselves: the teacher's shared notes. */
import { useId } from 'react';
import { FamilyLessonNotes } from './family-lesson-notes.tsx';

export function FamilyLessonBlocks({
  studentId,
  sectionClassName,
}: {
  studentId: number;
  sectionClassName: string;
}) {
  const id = useId();
  return (
    <section className={sectionClassName} aria-labelledby={`${id}-notes`}>
      <h2 id={`${id}-notes`}>레슨 노트</h2>
      <FamilyLessonNotes studentId={studentId} />
    </section>
  );
}
