/** One enquiry as staff see it: who, how to reach them, what they asked, and the next steps. */
import { Link } from 'react-router';
import { ENQUIRY_NEXT_STATUSES, type EnquiryStatus } from '#shared/enquiry-rules.ts';
import type { EnquiryItem } from '#shared/schemas/enquiries.ts';
import { phoneHref } from '#shared/studio-rules.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { InboxCard, type InboxTone, TitleAside } from '../../../components/inbox/inbox-card.tsx';
import { useStatusChange } from '../../../components/inbox/use-status-change.ts';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { useUpdateEnquiry } from '../api/enquiries-api.ts';
import styles from './enquiry-card.module.css';

const toneOf: Record<EnquiryStatus, InboxTone> = {
  접수: 'new',
  연락함: 'progress',
  등록: 'done',
  종료: 'closed',
};

interface EnquiryCardProps {
  enquiry: EnquiryItem;
  /** Opens the 학생으로 등록 dialog for this enquiry. */
  onRegister(enquiry: EnquiryItem): void;
}

export function EnquiryCard({ enquiry, onRegister }: EnquiryCardProps) {
  const update = useUpdateEnquiry();
  const changeStatus = useStatusChange();
  const next = ENQUIRY_NEXT_STATUSES[enquiry.status];

  const move = (status: Exclude<EnquiryStatus, '접수'>) =>
    changeStatus({
      question:
        status === '종료'
          ? {
              message: `${enquiry.name}님의 상담 신청을 종료하시겠습니까?`,
              options: {
                confirmLabel: '종료',
                detail: '종료한 신청은 다시 열 수 없고, 30일 뒤 개인정보와 함께 지워집니다.',
              },
            }
          : undefined,
      change: () => update.mutateAsync({ id: enquiry.id, status }),
      done: `${enquiry.name}님의 신청을 '${status}'(으)로 바꿨습니다.`,
    });

  return (
    <InboxCard
      titleId={`enquiry-${enquiry.id}-title`}
      fresh={enquiry.status === '접수'}
      title={
        <>
          {enquiry.name}
          {enquiry.instrument ? <TitleAside>{enquiry.instrument}</TitleAside> : null}
        </>
      }
      status={enquiry.status}
      tone={toneOf[enquiry.status]}
      facts={[
        {
          label: '연락처',
          value: (
            <a className={styles.phone} href={phoneHref(enquiry.phone)}>
              {enquiry.phone}
            </a>
          ),
        },
        {
          label: '희망 시간',
          value: enquiry.preferredTimes.length > 0 ? enquiry.preferredTimes.join(', ') : '정하지 않음',
        },
        {
          label: '신청 시각',
          value: <time dateTime={enquiry.createdAt}>{formatSeoulDateTime(enquiry.createdAt)}</time>,
        },
        ...(enquiry.message ? [{ label: '궁금한 점', value: enquiry.message, text: true }] : []),
      ]}
      actions={
        next.length > 0 ? (
          <>
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
          </>
        ) : null
      }
    >
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
    </InboxCard>
  );
}
