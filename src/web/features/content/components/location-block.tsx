import { Link } from 'react-router';
import { phoneHref } from '#shared/studio-rules.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import { paths } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './location-block.module.css';

/** Where the studio is, in short, with the way to the full directions page. */
export function LocationBlock() {
  const { studio } = useSite();
  return (
    <section className={styles.band} aria-labelledby="home-location">
      <div className={styles.inner}>
        <div>
          <h2 id="home-location" className={styles.heading}>
            오시는 길
          </h2>
          <dl className={styles.facts}>
            <Fact term="주소">{`${studio.address} ${studio.floor}`}</Fact>
            <Fact term="지하철">{studio.station}</Fact>
            <Fact term="전화">
              <a href={phoneHref(studio.phone)}>{studio.phone}</a>
            </Fact>
          </dl>
        </div>
        <Link className="button" to={paths.address}>
          지도와 길찾기 보기
        </Link>
      </div>
    </section>
  );
}
