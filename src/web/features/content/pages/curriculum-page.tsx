import { curriculum } from '#content/curriculum.ts';
import { Page } from '../../../components/ui/page.tsx';
import { TuitionCard } from '../components/tuition-card.tsx';
import shared from './content-page.module.css';
import styles from './curriculum-page.module.css';

function BulletSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section className={shared.section} aria-labelledby={id}>
      <h2 id={id} className={shared.heading}>
        {title}
      </h2>
      <ul className={shared.bullets}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function CurriculumPage() {
  const { audience, courses, tuition, rules, refund, contact } = curriculum;
  return (
    <Page title="교육 과정" lead="모든 수업은 한 분 한 분의 목표에 맞춘 1:1 개인 레슨입니다.">
      <BulletSection id="curriculum-audience" title={audience.title} items={audience.items} />
      <section className={shared.section} aria-labelledby="curriculum-courses">
        <h2 id="curriculum-courses" className={shared.heading}>
          개설 과정
        </h2>
        <div className={styles.courses}>
          {courses.map((course) => (
            <article key={course.name} className={styles.course}>
              <h3>{course.name}</h3>
              <p>{course.description}</p>
            </article>
          ))}
        </div>
      </section>
      <section className={shared.section} aria-labelledby="curriculum-tuition">
        <h2 id="curriculum-tuition" className={shared.heading}>
          {tuition.title}
        </h2>
        <TuitionCard lines={tuition.lines} />
      </section>
      <BulletSection id="curriculum-rules" title={rules.title} items={rules.items} />
      <BulletSection id="curriculum-refund" title={refund.title} items={refund.items} />
      <section className={shared.section} aria-labelledby="curriculum-contact">
        <h2 id="curriculum-contact" className={shared.heading}>
          {contact.title}
        </h2>
        <div className={styles.contact}>
          <p>상담과 수강 신청은 전화로 편하게 문의해 주세요.</p>
          <a className={styles.phone} href={`tel:${contact.phone.replaceAll('-', '')}`}>
            {contact.phone}
          </a>
        </div>
      </section>
    </Page>
  );
}
