/** What the portal shows of a student's lessons themselves: the teacher's shared notes and the repertoire. */
import { useId } from 'react';
import { FamilyLessonNotes } from './family-lesson-notes.tsx';
import { FamilyRepertoire } from './family-repertoire.tsx';

export function FamilyLessonBlocks({
  studentId,
  sectionClassName,
}: {
  studentId: number;
  sectionClassName: string;
}) {
  const id = useId();
  return (
    <>
      <section className={sectionClassName} aria-labelledby={`${id}-notes`}>
        <h2 id={`${id}-notes`}>레슨 노트</h2>
        <FamilyLessonNotes studentId={studentId} />
      </section>
      <section className={sectionClassName} aria-labelledby={`${id}-pieces`}>
        <h2 id={`${id}-pieces`}>레퍼토리</h2>
        <FamilyRepertoire studentId={studentId} />
      </section>
    </>
  );
}
