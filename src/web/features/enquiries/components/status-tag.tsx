import type { EnquiryStatus } from '#shared/enquiry-rules.ts';
import styles from './status-tag.module.css';

const toneOf: Record<EnquiryStatus, string | undefined> = {
  접수: styles.new,
  연락함: styles.called,
  등록: styles.registered,
  종료: styles.closed,
};

export function StatusTag({ status }: { status: EnquiryStatus }) {
  return <span className={`${styles.tag} ${toneOf[status] ?? ''}`}>{status}</span>;
}
