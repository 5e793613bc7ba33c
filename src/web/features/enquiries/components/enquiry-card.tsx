/** One enquiry as staff see it: who, how to reach them, what they asked, and the next steps. */
import { Link } from 'react-router';
import { ENQUIRY_NEXT_STATUSES, type EnquiryStatus } from '#shared/enquiry-rules.ts';
import type { EnquiryItem } from '#shared/schemas/enquiries.ts';
import { phoneHref } from '#shared/studio-rules.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { useUpdateEnquiry } from '../api/enquiries-api.ts';
import styles from './enquiry-card.module.css';
import { StatusTag } from './status-tag.tsx';

interface EnquiryCardProps {
  enquiry: EnquiryItem;
  /** Opens the 학생으로 등록 dialog for this enquiry. */
  onRegister(enquiry: EnquiryItem): void;
}

export function EnquiryCard({ enquiry, onRegister }: EnquiryCardProps) {
  const update = useUpdateEnquiry();
  const confirm = useConfirm();
  const toast = useToast();
  const next = ENQUIRY_NEXT_STATUSES[enquiry.status];

  const move = async (status: Exclude<EnquiryStatus, '접수'>) => {
    if (
      status === '종료' &&
      !(await confirm(`${enquiry.name}님의 상담 신청을 종료하시겠습니까?`, {
        confirmLabel: '종료',
        detail: '종료한 신청은 다시 열 수 없고, 30일 뒤 개인정보와 함께 지워집니다.',
      }))
    ) {
      return;
    }
    try {
      await update.mutateAsync({ id: enquiry.id, status });
      toast.success(`${enquiry.name}님의 신청을 '${status}'(으)로 바꿨습니다.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '상태를 바꾸지 못했습니다.');
    }
  };

  const titleId = `enquiry-${enquiry.id}-title`;
  return (
    <article
      className={`${styles.card} ${enquiry.status === '접수' ? styles.fresh : ''}`}
      aria-labelledby={titleId}
    >
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {enquiry.name}
          {enquiry.instrument ? (
            <>
              {' '}
              <span className={styles.course}>· {enquiry.instrument}</span>
            </>
          ) : null}
        </h2>
        <StatusTag status={enquiry.status} />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>연락처</dt>
          <dd>
            <a className={styles.phone} href={phoneHref(enquiry.phone)}>
              {enquiry.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>희망 시간</dt>
          <dd>{enquiry.preferredTimes.length > 0 ? enquiry.preferredTimes.join(', ') : '정하지 않음'}</dd>
        </div>
        <div>
          <dt>신청 시각</dt>
          <dd>
            <time dateTime={enquiry.createdAt}>{formatSeoulDateTime(enquiry.createdAt)}</time>
          </dd>
        </div>
        {enquiry.message ? (
          <div className={styles.message}>
            <dt>궁금한 점</dt>
            <dd>{enquiry.message}</dd>
          </div>
        ) : null}
      </dl>
      {enquiry.student ? (
        <p className={styles.registered}>
          {enquiry.student.teacherName} 선생님의 학생 <strong>{enquiry.student.name}</strong>(으)로
          등록했습니다.{' '}
          <Link
            to={withQuery(paths.students.detail(enquiry.student.name), {
              teacherId: enquiry.student.teacherId,
            })}
          >
            학생 정보 보기
          </Link>
        </p>
      ) : null}
      {next.length > 0 ? (
        <div className={styles.actions}>
          {enquiry.status === '접수' ? (
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              aria-label={`${enquiry.name}님 연락함으로 표시`}
              onClick={() => void move('연락함')}
            >
              연락함으로 표시
            </button>
          ) : null}
          {enquiry.status === '연락함' ? (
            <button
              type="button"
              className="button button-accent"
              disabled={update.isPending}
              aria-label={`${enquiry.name}님 학생으로 등록`}
              onClick={() => onRegister(enquiry)}
            >
              학생으로 등록
            </button>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            disabled={update.isPending}
            aria-label={`${enquiry.name}님 신청 종료`}
            onClick={() => void move('종료')}
          >
            종료
          </button>
        </div>
      ) : null}
    </article>
  );
}
