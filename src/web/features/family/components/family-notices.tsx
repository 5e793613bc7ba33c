/**
 * On /managemember, above the list: what families did in the portal that the teacher has not
 * yet seen — a 보강 booked, a 결석 신청 recorded as 사전취소 (decision 066). Each links to the
 * student page; 확인 takes it off the list. Nothing is drawn while there is none.
 */
import { Link } from 'react-router';
import { dayLabel } from '#shared/day-labels.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import styles from '../../../components/ui/notice-list.module.css';
import { NoticeList } from '../../../components/ui/notice-list.tsx';
import { useAnswerToasts } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { useFamilyNotices, useSeeFamilyNotices } from '../api/staff-family-api.ts';
import own from './family-notices.module.css';

export interface FamilyNoticesProps {
  teacherId: string | undefined;
  teacherName?(teacherId: string): string | undefined;
}

const TAGS = { makeup: '보강 예약', absence: '결석 신청' } as const;

export function FamilyNotices({ teacherId, teacherName }: FamilyNoticesProps) {
  const notices = useFamilyNotices(teacherId);
  const see = useSeeFamilyNotices();
  const answerToasts = useAnswerToasts();
  const items = notices.data ?? [];
  if (items.length === 0) return null;
  const confirm = (ids: number[]) => see.mutate(ids, answerToasts);
  return (
    <NoticeList
      id="family-notices-title"
      title="가족 알림"
      count={items.length}
      lead="가족이 가족 페이지에서 보강을 예약하거나 결석을 알렸습니다."
      head={{
        className: own.head,
        aside:
          items.length > 1 ? (
            <button
              type="button"
              className={`button button-secondary ${own.all}`}
              disabled={see.isPending}
              onClick={() => confirm(items.map((item) => item.id))}
            >
              모두 확인
            </button>
          ) : null,
      }}
    >
      {items.map((item) => {
        const who = teacherName?.(item.teacherId);
        return (
          <li key={item.id} className={`${styles.expiring} ${own.item}`}>
            <span className={styles.tag}>{TAGS[item.kind]}</span>
            <Link
              to={withQuery(paths.students.detail(item.studentName), { teacherId: item.teacherId })}
              className={styles.link}
            >
              {item.studentName}: {item.text}
            </Link>
            <span className={styles.teacher}>
              {who ? `${who} · ` : ''}
              {formatSeoulDateTime(item.createdAt)}
            </span>
            <button
              type="button"
              className={`button button-secondary ${own.seen}`}
              disabled={see.isPending}
              onClick={() => confirm([item.id])}
            >
              확인
              <span className="visually-hidden">
                {' '}
                ({item.studentName} {dayLabel(item.lessonDay)})
              </span>
            </button>
          </li>
        );
      })}
    </NoticeList>
  );
}
