/**
 * What waits for someone beside the day: late 결석 신청, lessons owed (미수), packages running
 * out, new enquiries and order requests, the outbox, and (the owner's) the last backup. Each
 * item leads to the page where it is acted on.
 */
import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import { dayLabel } from '#shared/day-labels.ts';
import type { OfficeToday } from '#shared/schemas/office.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import styles from './office.module.css';
import { studentPath } from './student-link.ts';

/** One list of what waits on the staff's home (only one with something in it): a heading with its count, the items, a way on. */
interface WaitingCardProps {
  id: string;
  title: string;
  count: number;
  /** What the list is for, said over it. */
  note?: string;
  /** Where the whole list is acted on. */
  more?: { to: string; label: string };
  /** Counts that need someone now are marked. */
  urgent?: boolean;
  children?: ReactNode;
}

export function WaitingCard({ id, title, count, note, more, urgent = false, children }: WaitingCardProps) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title} <span className={urgent ? styles.countUrgent : styles.count}>{count}건</span>
      </h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ul className={styles.items}>{children}</ul>
      {more ? (
        <p className={styles.more}>
          <Link to={more.to}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The lists with nothing in them, named together in one line: a phone reaches what waits sooner. */
function NothingWaiting({ cards }: { cards: WaitingCardProps[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="office-quiet">
      <h2 id="office-quiet" className={styles.heading}>
        기다리는 일 없음
      </h2>
      <ul className={styles.quiet}>
        {cards.map((card) => (
          <li key={card.id}>{card.more ? <Link to={card.more.to}>{card.title}</Link> : card.title} 0건</li>
        ))}
      </ul>
    </section>
  );
}

export function WaitingLists({ today }: { today: OfficeToday }) {
  const owner = today.scope === 'studio';
  const teacherName = new Map(today.teachers.map((teacher) => [teacher.id, teacher.name]));
  /** A student's line: their page, what waits, and whose student they are (for the owner). */
  const studentItem = (
    key: Key,
    student: { name: string; teacherId: string },
    link: ReactNode,
    detail: ReactNode,
  ) => (
    <li key={key}>
      <Link to={studentPath(student.name, student.teacherId, owner)}>{link}</Link>
      <span className={styles.detail}>{detail}</span>
      {owner ? <span className={styles.whose}>{teacherName.get(student.teacherId) ?? ''}</span> : null}
    </li>
  );
  const { outbox, backup } = today;
  const cards: WaitingCardProps[] = [
    {
      id: 'office-absences',
      title: '결석 신청 확인',
      count: today.absenceRequests.length,
      urgent: true,
      children: today.absenceRequests.map((item) =>
        studentItem(
          item.id,
          { name: item.studentName, teacherId: item.teacherId },
          `${item.studentName}: ${dayLabel(item.lessonDay)} 레슨`,
          `${formatSeoulDateTime(item.requestedAt)}에 알림${item.reason ? ` · ${item.reason}` : ''}`,
        ),
      ),
    },
    {
      id: 'office-owing',
      title: '미수',
      count: today.owing.length,
      urgent: true,
      children: today.owing.map((item) =>
        studentItem(item.studentId, item, item.name, `결제 전 레슨 ${item.owed}회`),
      ),
    },
    {
      id: 'office-expiring',
      title: '끝나 가는 결제',
      count: today.expiring.length,
      children: today.expiring.map((item) =>
        studentItem(
          item.paymentId,
          item,
          item.name,
          `남은 레슨 ${item.unused}회 · ${
            item.expiresOn
              ? `${dayLabel(item.expiresOn)}${item.state === 'expired' ? '에 끝남' : '까지'}`
              : '기간 끝남'
          }`,
        ),
      ),
    },
    {
      id: 'office-enquiries',
      title: '새 상담 신청',
      count: today.enquiries.count,
      more: { to: withQuery(paths.enquiries, { status: '접수' }), label: '상담 신청 보기' },
      children: today.enquiries.items.map((item) => (
        <li key={item.id}>
          <span>
            {item.name}
            {item.instrument ? ` · ${item.instrument}` : ''}
          </span>
          <span className={styles.detail}>{formatSeoulDateTime(item.createdAt)}</span>
        </li>
      )),
    },
    {
      id: 'office-orders',
      title: '새 주문 요청',
      count: today.orders.count,
      more: { to: paths.order.requests, label: '주문 요청 보기' },
      children: today.orders.items.map((item) => (
        <li key={item.id}>
          <span>
            {item.productName} {item.quantity}개 · {item.name}
          </span>
          <span className={styles.detail}>{formatSeoulDateTime(item.createdAt)}</span>
        </li>
      )),
    },
  ];
  return (
    <>
      {cards
        .filter((card) => card.count > 0)
        .map((card) => (
          <WaitingCard key={card.id} {...card} />
        ))}
      <section className={styles.card} aria-labelledby="office-system">
        <h2 id="office-system" className={styles.heading}>
          발송함{backup ? ' · 백업' : ''}
        </h2>
        <ul className={styles.items}>
          <li>
            <Link to={paths.messages}>발송함</Link>
            <span className={outbox.failed > 0 ? styles.warn : styles.detail}>실패 {outbox.failed}건</span>
            <span className={styles.detail}>보류 {outbox.held}건</span>
          </li>
          {outbox.stalled ? (
            <li className={styles.warn}>보낼 때가 한 시간 넘게 지난 메시지가 나가지 않고 있습니다.</li>
          ) : null}
          {backup ? (
            <li>
              <Link to={paths.backup}>백업</Link>
              <span className={backup.stale ? styles.warn : styles.detail}>
                {!backup.supported
                  ? '이 서버는 데이터베이스가 직접 백업합니다'
                  : backup.lastBackupAt
                    ? `마지막 백업 ${formatSeoulDateTime(backup.lastBackupAt)}`
                    : '아직 백업이 없습니다'}
              </span>
            </li>
          ) : null}
        </ul>
      </section>
      <NothingWaiting cards={cards.filter((card) => card.count === 0)} />
    </>
  );
}
