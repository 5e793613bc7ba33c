/**
 * On /managemember, above the list: the students whose paid lessons expire within 7 days, or
 * have expired with lessons left (DESIGN §4: shown 7 days ahead, lapsing only when a person
 * confirms). Each links to the student page, where the owner extends or lapses. Nothing is
 * drawn while there is nothing to say, or when the list cannot be read (the page still works).
 */
import { Link } from 'react-router';
import styles from '../../../components/ui/notice-list.module.css';
import { NoticeList } from '../../../components/ui/notice-list.tsx';
import { useExpiringPackages } from '../api/packages-api.ts';
import { byUrgency, expiringLine } from '../lib/credit-view.ts';
import { detailPath } from '../lib/student-paths.ts';

interface ExpiringNoticeProps {
  teacherId: string | undefined;
  today: string;
  /** The teacher's name beside each line, when the owner looks at every teacher. */
  teacherName?(teacherId: string): string | undefined;
}

export function ExpiringNotice({ teacherId, today, teacherName }: ExpiringNoticeProps) {
  const expiring = useExpiringPackages(teacherId);
  const items = expiring.data ?? [];
  if (items.length === 0) return null;
  const expired = items.filter((item) => item.state === 'expired').length;
  return (
    <NoticeList
      id="expiring-title"
      title="유효기간 확인"
      count={items.length}
      lead={
        expired > 0
          ? `기간이 지난 레슨 ${expired}건은 원장이 학생 페이지에서 연장하거나 소멸 처리해야 정리됩니다.`
          : '7일 안에 유효기간이 끝나는 결제가 있습니다. 남은 레슨을 먼저 잡아 주세요.'
      }
    >
      {byUrgency(items).map((item) => {
        const who = teacherName?.(item.teacherId);
        return (
          <li key={item.paymentId} className={item.state === 'expired' ? styles.expired : styles.expiring}>
            <span className={styles.tag}>{item.state === 'expired' ? '기간 지남' : '곧 만료'}</span>
            <Link to={detailPath(item)} className={styles.link}>
              {expiringLine(item, today)}
            </Link>
            {who ? <span className={styles.teacher}>{who}</span> : null}
          </li>
        );
      })}
    </NoticeList>
  );
}
