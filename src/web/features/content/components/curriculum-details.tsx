import type { ReactNode } from 'react';
import { useSite } from '../../../site-data/site-context.tsx';
import shared from '../pages/content-page.module.css';
import styles from '../pages/curriculum-page.module.css';
import { TuitionCard } from './tuition-card.tsx';

function BulletSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={shared.section} aria-labelledby={id}>
      <h2 id={id} className={shared.heading}>
        {title}
      </h2>
      <ul className={shared.bullets}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same; the list is replaced whole.
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The page's body as the owner last published it (or the draft, in a preview). `enquiry`, the
 * 상담 신청 form when the page has one, goes under the phone number in the 수강 문의 part.
 */
export function CurriculumDetails({ enquiry }: { enquiry?: ReactNode }) {
  const { curriculum, studio } = useSite();
  return (
    <>
      <BulletSection id="curriculum-audience" title={curriculum.audienceTitle} items={curriculum.audience} />
      {curriculum.courses.length > 0 ? (
        <section className={shared.section} aria-labelledby="curriculum-courses">
          <h2 id="curriculum-courses" className={shared.heading}>
            개설 과정
          </h2>
          <div className={styles.courses}>
            {curriculum.courses.map((course, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two courses may share a name; the list is replaced whole.
              <article key={index} className={styles.course}>
                <h3>{course.name}</h3>
                {course.description ? <p>{course.description}</p> : null}
              </article>
            ))}
          </div>
        </section>
      ) : null}
      <section className={shared.section} aria-labelledby="curriculum-tuition">
        <h2 id="curriculum-tuition" className={shared.heading}>
          {curriculum.tuitionTitle}
        </h2>
        <TuitionCard fees={curriculum.fees} notes={curriculum.tuitionNotes} />
      </section>
      <BulletSection id="curriculum-rules" title={curriculum.rulesTitle} items={curriculum.rules} />
      <BulletSection id="curriculum-refund" title={curriculum.refundTitle} items={curriculum.refund} />
      <section className={shared.section} aria-labelledby="curriculum-contact">
        <h2 id="curriculum-contact" className={shared.heading}>
          {curriculum.contactTitle}
        </h2>
        <div className={styles.contact}>
          <p>
            {enquiry
              ? '전화로 편하게 문의하시거나, 아래 신청서를 남겨 주시면 연락드립니다.'
              : '상담과 수강 신청은 전화로 편하게 문의해 주세요.'}
          </p>
          <a className={styles.phone} href={`tel:${studio.phone.replaceAll('-', '')}`}>
            {studio.phone}
          </a>
        </div>
        {enquiry ? <div className={styles.enquiry}>{enquiry}</div> : null}
      </section>
    </>
  );
}
