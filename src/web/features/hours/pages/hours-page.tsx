/**
 * `/hours` (staff): 운영 시간. The owner sets the studio's days and hours and any teacher's
 * working hours; a teacher sets their own and reads the studio's. The 보강 places offered to
 * families keep inside both.
 */
import { useState } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useTeachers } from '../../../site-data/teachers.ts';
import { useStudioHours } from '../api/hours-api.ts';
import { StudioHoursForm } from '../components/studio-hours-form.tsx';
import { TeacherHoursForm } from '../components/teacher-hours-form.tsx';
import { weekSummary } from '../lib/week-rows.ts';
import styles from './hours-page.module.css';

export function HoursPage() {
  const { today } = useSeoulNow();
  const user = useSession().data;
  const owner = user?.role === 'owner';
  const studio = useStudioHours();
  const teachers = useTeachers({ enabled: owner });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  if (!user) return null;
  const teacherId = owner ? (chosen ?? user.id) : user.id;
  const teacherName = teachers.data?.find((teacher) => teacher.id === teacherId)?.name ?? user.name;

  return (
    <Page
      title="운영 시간"
      lead="학원이 여는 요일과 시간, 선생님마다 수업하는 시간을 정합니다."
      wide
      backOffice
    >
      <div className={styles.layout}>
        {owner ? (
          <StudioHoursForm />
        ) : (
          <section className={styles.summary} aria-labelledby="studio-hours-summary">
            <h2 id="studio-hours-summary" className={styles.heading}>
              학원 운영 시간
            </h2>
            <p>{studio.data ? weekSummary(studio.data.weekly) : '불러오는 중...'}</p>
            <p className={styles.hint}>운영 시간은 원장님이 정합니다.</p>
          </section>
        )}
        <div className={styles.teacher}>
          {owner && (teachers.data?.length ?? 0) > 1 ? (
            <div className={`field ${styles.picker}`}>
              <label htmlFor="hours-teacher">선생님</label>
              <select
                id="hours-teacher"
                value={teacherId}
                onChange={(event) => setChosen(event.target.value)}
              >
                {teachers.data?.map((teacher) => (
                  <option key={teacher.id} value={teacher.id}>
                    {teacher.name}
                    {teacher.id === user.id ? ' (나)' : ''}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <TeacherHoursForm
            key={teacherId}
            teacherId={teacherId}
            studio={studio.data?.weekly}
            today={today}
            title={teacherId === user.id ? '내 수업 시간' : `${teacherName} 선생님 수업 시간`}
          />
        </div>
      </div>
    </Page>
  );
}
