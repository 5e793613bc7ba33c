/**
 * /family: the family feature's portal, with the practice log (logged first: it is what a
 * family comes back for each day) and the lesson notes of the lesson-notes feature.
 */
import { useId } from 'react';
import { FamilyPage } from '../../features/family/pages/family-page.tsx';
import { FamilyLessonBlocks } from '../../features/lesson-notes/components/family-lesson-blocks.tsx';
import { FamilyPractice } from '../../features/practice/components/family-practice.tsx';

function StudentBlocks(props: { studentId: number; sectionClassName: string }) {
  const id = useId();
  return (
    <>
      <section className={props.sectionClassName} aria-labelledby={`${id}-practice`}>
        <h2 id={`${id}-practice`}>연습 기록</h2>
        <FamilyPractice studentId={props.studentId} />
      </section>
      <FamilyLessonBlocks {...props} />
    </>
  );
}

export function FamilyRoute() {
  return <FamilyPage lessonBlocks={StudentBlocks} />;
}
