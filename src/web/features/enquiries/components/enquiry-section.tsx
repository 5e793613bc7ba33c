/**
 * The home page's 체험 레슨 · 상담 신청 band: what happens after asking, the phone number for
 * those who would rather call, and the form. The hero's call to action leads here.
 */
import { phoneHref } from '#shared/studio-rules.ts';
import { enquirySectionId } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { EnquiryForm } from './enquiry-form.tsx';
import styles from './enquiry-section.module.css';

const steps = [
  { title: '신청서 남기기', text: '이름과 연락처, 관심 있는 수업을 알려 주세요.' },
  { title: '전화 상담', text: '선생님이 직접 연락드려 목표와 일정을 여쭤봅니다.' },
  { title: '체험 레슨', text: '학원에 오셔서 1:1로 악기를 직접 배워 보세요.' },
];

export function EnquirySection() {
  const { studio } = useSite();
  return (
    <section id={enquirySectionId} className={styles.band} aria-labelledby="home-enquiry">
      <div className={styles.inner}>
        <div className={styles.pitch}>
          <p className={styles.eyebrow}>처음이어도 괜찮아요</p>
          <h2 id="home-enquiry" className={styles.heading}>
            체험 레슨 · 상담 신청
          </h2>
          <p className={styles.lead}>
            원하시는 수업과 편한 시간을 남겨 주시면, 학원에서 연락드려 체험 레슨 일정을 함께 정해 드립니다.
          </p>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
          <p className={styles.call}>
            전화 상담을 원하시면 <a href={phoneHref(studio.phone)}>{studio.phone}</a>
          </p>
        </div>
        <EnquiryForm title="상담 신청서" />
      </div>
    </section>
  );
}
