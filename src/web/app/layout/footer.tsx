import { Link } from 'react-router';
import { phoneHref } from '#shared/studio-rules.ts';
import { Fact } from '../../components/ui/fact.tsx';
import { paths } from '../../config/paths.ts';
import { useSite } from '../../site-data/site-context.tsx';
import styles from './footer.module.css';

export function Footer() {
  const { studio, copyright } = useSite();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{studio.name}</p>
        <dl className={styles.facts}>
          <Fact term="주소">{`${studio.address} ${studio.floor}`}</Fact>
          <Fact term="사업자등록번호">{studio.businessNumber}</Fact>
          <Fact term="전화">
            <a href={phoneHref(studio.phone)}>{studio.phone}</a>
          </Fact>
        </dl>
        <ul className={styles.links}>
          <li>
            <Link to={paths.order.list}>상품 주문</Link>
          </li>
          <li>
            <Link to={paths.terms}>이용약관</Link>
          </li>
          <li>
            <Link to={paths.privacy}>개인정보처리방침</Link>
          </li>
        </ul>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
