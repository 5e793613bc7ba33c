/**
 * On /managemember, above the list: 결석 신청 that came too late to be recorded as 사전취소 and
 * wait for the teacher (decision 049). Each names its student (a link to the student page) and
 * is answered here: 당일취소, 사전취소로 인정 or 닫기; one about today's lesson points to
 * 오늘 올 학생 below, where its row is marked and answered. Nothing is drawn while none waits, or when
 * the list cannot be read.
 */
import { Link } from 'react-router';
import styles from '../../../components/ui/notice-list.module.css';
import { NoticeList } from '../../../components/ui/notice-list.tsx';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useAbsenceRequests } from '../api/staff-family-api.ts';
import { AbsenceAnswer } from './absence-answer.tsx';

export interface AbsenceRequestsNoticeProps {
  teacherId: string | undefined;
  /** The teacher's name beside each line, when the owner looks at every teacher. */
  teacherName?(teacherId: string): string | undefined;
}

export function AbsenceRequestsNotice({ teacherId, teacherName }: AbsenceRequestsNoticeProps) {
  const requests = useAbsenceRequests(teacherId);
  const items = requests.data ?? [];
  const { today } = useSeoulNow();
  if (items.length === 0) return null;
  return (
    <NoticeList
      id="absence-requests-title"
      title="결석 신청 확인"
      count={items.length}
      lead="수업 규칙의 알림 기한이 지나 들어온 결석 신청입니다. 당일취소로 기록하거나, 사전취소로 인정하거나, 닫아 주세요."
    >
      {items.map((item) => {
        const who = teacherName?.(item.teacherId);
        // Today's lesson is in 오늘 올 학생 just below, marked and answered in its row.
        const ofToday = item.lessonDay === today;
        return (
          <li key={item.id} className={styles.expired}>
            {ofToday ? <span className={styles.tag}>결석 신청</span> : null}
            <Link
              to={withQuery(paths.students.detail(item.studentName), { teacherId: item.teacherId })}
              className={styles.link}
            >
              {item.studentName}
            </Link>
            {who ? <span className={styles.teacher}>{who}</span> : null}
            {ofToday ? (
              <span className={styles.aside}>오늘 레슨 · 아래 오늘 올 학생에서 답해 주세요.</span>
            ) : (
              <AbsenceAnswer request={item} showDay />
            )}
          </li>
        );
      })}
    </NoticeList>
  );
}
