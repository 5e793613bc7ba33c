/**
 * On the student page, in its first screen: the student's late 결석 신청 still waiting, each
 * answered in place (당일취소, 사전취소로 인정, 닫기). Nothing while none waits. It reads the
 * same 가족 연결 query as the family block further down (one request for both).
 */
import { type StudentRef, useFamilyConnections } from '../api/staff-family-api.ts';
import { AbsenceAnswer } from './absence-answer.tsx';
import styles from './family-block.module.css';

export function StudentAbsenceRequests({ student }: { student: StudentRef }) {
  const connections = useFamilyConnections(student);
  const waiting = connections.data?.absences.filter((absence) => absence.state === 'requested') ?? [];
  if (waiting.length === 0) return null;
  return (
    <section className={styles.absences} aria-labelledby="absence-requests-title">
      <h2 id="absence-requests-title">결석 신청 {waiting.length}건</h2>
      <ul>
        {waiting.map((absence) => (
          <li key={absence.id}>
            <AbsenceAnswer
              request={{ ...absence, studentName: student.name, teacherId: student.teacherId }}
              showDay
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
