import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { enquirySectionId } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { CurriculumDetails } from '../components/curriculum-details.tsx';
import styles from './curriculum-page.module.css';

/**
 * /curriculum. `enquiry` is the 상담 신청 form, which the app hands in (another feature's):
 * the page then opens with a call to action that leads to it, in the 수강 문의 part.
 */
export function CurriculumPage({ enquiry }: { enquiry?: ReactNode }) {
  const { curriculum } = useSite();
  return (
    <Page title="교육 과정" lead={curriculum.lead || undefined}>
      {enquiry ? (
        <aside className={styles.trial} aria-label="체험 레슨">
          <p>
            <strong>처음이신가요?</strong> 1:1 체험 레슨으로 먼저 만나 보세요.
          </p>
          <a className="button button-accent" href={`#${enquirySectionId}`}>
            체험 레슨 신청
          </a>
        </aside>
      ) : null}
      <CurriculumDetails enquiry={enquiry} />
    </Page>
  );
}
