/**
 * `/enquiries` (teachers): 상담 신청, newest first, filtered by status; each moved 접수 →
 * 연락함 → 등록 or 종료, and one at 연락함 registered as a student in one step.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '#shared/enquiry-rules.ts';
import type { EnquiryItem } from '#shared/schemas/enquiries.ts';
import { InboxList, pageFromSearch } from '../../../components/inbox/inbox-list.tsx';
import { newCountLead } from '../../../components/inbox/new-count-lead.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { useEnquiries } from '../api/enquiries-api.ts';
import { EnquiryCard } from '../components/enquiry-card.tsx';
import { RegisterDialog } from '../components/register-dialog.tsx';
import styles from './enquiries-page.module.css';

const emptyText: Record<EnquiryStatus | 'all', string> = {
  all: '아직 받은 상담 신청이 없습니다. 홈과 교육 과정 페이지의 신청서로 들어옵니다.',
  접수: '연락을 기다리는 새 신청이 없습니다.',
  연락함: '연락한 뒤 결정을 기다리는 신청이 없습니다.',
  등록: '학생으로 등록한 신청이 없습니다.',
  종료: '종료한 신청이 없습니다.',
};

export function EnquiriesPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const status = ENQUIRY_STATUSES.find((value) => value === search.get('status'));
  const enquiries = useEnquiries(page, status);
  const [registering, setRegistering] = useState<EnquiryItem | null>(null);
  const goTo = (next: number) =>
    setSearch({ ...(status ? { status } : {}), ...(next === 1 ? {} : { page: String(next) }) });
  const filterPath = (value: EnquiryStatus | undefined) => withQuery(paths.enquiries, { status: value });

  const lead = newCountLead(enquiries.data, '신청', '연락');

  return (
    <Page title="상담 신청" lead={lead}>
      <nav className={styles.filters} aria-label="상태별 보기">
        {[undefined, ...ENQUIRY_STATUSES].map((value) => (
          <Link
            key={value ?? 'all'}
            to={filterPath(value)}
            className={styles.filter}
            aria-current={value === status ? 'page' : undefined}
          >
            {value ?? '전체'}
            {value === '접수' && enquiries.data && enquiries.data.newCount > 0 ? (
              <>
                {' '}
                <span className={styles.count}>{enquiries.data.newCount}</span>
              </>
            ) : null}
          </Link>
        ))}
      </nav>
      <InboxList
        query={enquiries}
        page={page}
        onPage={goTo}
        loadingLabel="상담 신청을 불러오는 중..."
        emptyText={emptyText[status ?? 'all']}
        pagerLabel="상담 신청 쪽"
        itemKey={(enquiry) => enquiry.id}
        renderItem={(enquiry) => <EnquiryCard enquiry={enquiry} onRegister={setRegistering} />}
      />
      <RegisterDialog enquiry={registering} onClose={() => setRegistering(null)} />
    </Page>
  );
}
