/**
 * `/closures` (owner): 휴원일 관리. The studio's own closures — 방학, 휴원 — added and deleted
 * here, and below them this year's and next year's public holidays, closed already without
 * being entered. The dated calendar skips both.
 */

import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useStudioClosures } from '../api/closures-api.ts';
import { ClosureForm } from '../components/closure-form.tsx';
import { HolidayList } from '../components/holiday-list.tsx';
import { StudioClosureList } from '../components/studio-closure-list.tsx';
import styles from './closures-page.module.css';

export function ClosuresPage() {
  const { today } = useSeoulNow();
  const closures = useStudioClosures();
  const year = Number(today.slice(0, 4));

  return (
    <Page
      title="휴원일 관리"
      lead="학원이 쉬는 날을 정합니다. 공휴일은 따로 넣지 않아도 쉬는 날로 잡힙니다."
      wide
      backOffice
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <ClosureForm today={today} />
          <section className={styles.section} aria-labelledby="studio-closures">
            <h2 id="studio-closures" className={styles.heading}>
              학원 휴원일
            </h2>
            <p className={styles.hint}>앞으로의 휴원일과 최근 90일 안에 끝난 휴원일입니다.</p>
            {closures.isPending ? (
              <PageLoading label="휴원일을 불러오는 중..." />
            ) : closures.isError ? (
              <LoadFailed message={closures.error.message} retry={() => void closures.refetch()} />
            ) : (
              <StudioClosureList closures={closures.data} today={today} />
            )}
          </section>
        </div>
        <section className={styles.holidays} aria-labelledby="public-holidays">
          <h2 id="public-holidays" className={styles.heading}>
            공휴일
          </h2>
          <p className={styles.hint}>
            관보의 월력요항을 따릅니다. 설날·추석 연휴와 대체공휴일도 쉬는 날입니다. 공휴일에 수업하려면 ‘이
            날은 수업함’을 눌러 주세요.
          </p>
          <div className={styles.years}>
            <HolidayList year={year} today={today} />
            <HolidayList year={year + 1} today={today} />
          </div>
        </section>
      </div>
    </Page>
  );
}
