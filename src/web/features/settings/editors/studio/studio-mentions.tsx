/**
 * Where the studio's name and 대표자 appear besides 학원 정보: each section that holds
 * `{{학원명}}` or `{{대표자}}` follows a rename by itself; one that has the name written out keeps
 * it as written, and says so, with a link to change it there.
 */
import { Link } from 'react-router';
import { studioMentions } from '#shared/studio-variables.ts';
import { paths } from '../../../../config/paths.ts';
import { useStoredSite } from '../../../../site-data/site-context.tsx';
import { sectionMenu } from '../section-menu.ts';
import styles from './studio-form.module.css';

const titleOf = (key: string) => sectionMenu.find((entry) => entry.key === key)?.title ?? key;

export function StudioMentions() {
  const mentions = studioMentions(useStoredSite());
  return (
    <section className={styles.mentions} aria-labelledby="studio-mentions">
      <h3 id="studio-mentions" className={styles.mentionsHeading}>
        학원 이름과 대표자가 들어가는 곳
      </h3>
      <p className="field-hint">
        다른 항목의 글에 <code>{'{{학원명}}'}</code>, <code>{'{{대표자}}'}</code>를 쓰면 여기서 바꾼 이름이
        그대로 들어갑니다.
      </p>
      {mentions.length === 0 ? (
        <p className="field-hint">지금은 다른 항목에 학원 이름이나 대표자가 들어가 있지 않습니다.</p>
      ) : (
        <ul className={styles.mentionList}>
          {mentions.map((mention) => (
            <li key={mention.key}>
              <Link to={paths.settings.section(mention.key)}>{titleOf(mention.key)}</Link>
              {mention.variables ? <span className={styles.follows}>이름을 바꾸면 함께 바뀜</span> : null}
              {mention.written ? (
                <span className={styles.written}>
                  이름이 글자 그대로 적혀 있음 — 바꾸어도 따라 바뀌지 않습니다
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
