/**
 * The grid in its frame: a horizontal scroller on narrow screens (with a hint, and the hour
 * column pinned), a loading line before the week arrives, and a Korean retry if it fails.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Lesson } from '#shared/schemas/timetable.ts';
import { weekdayOfDate } from '#shared/timetable-rules.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { GridLegend } from './grid-legend.tsx';
import { TimetableGrid, type TimetableGridProps } from './timetable-grid.tsx';
import styles from './timetable-panel.module.css';

function gridFallback(retry: () => void) {
  return (
    <div role="alert">
      <p>시간표를 표시하지 못했습니다.</p>
      <button type="button" className="button" onClick={retry}>
        다시 시도
      </button>
    </div>
  );
}

type WeekBoardProps = Omit<TimetableGridProps, 'lessons' | 'today'> & { week: UseQueryResult<Lesson[]> };

export function WeekBoard({ week, ...grid }: WeekBoardProps) {
  const { today } = useSeoulNow();
  return (
    <div className={styles.board}>
      <GridLegend />
      <p className={styles.scrollHint}>표를 옆으로 밀면 다른 요일이 보입니다.</p>
      <ErrorBoundary fallback={gridFallback}>
        {week.data ? (
          // A read-only grid has no buttons, so its scroller takes focus itself (axe: scrollable-region-focusable).
          <section
            className={styles.scroller}
            tabIndex={grid.mode === 'edit' ? undefined : 0}
            aria-label={`${grid.caption} (옆으로 밀어 볼 수 있음)`}
          >
            <TimetableGrid {...grid} lessons={week.data} today={weekdayOfDate(today)} />
          </section>
        ) : week.isError ? (
          <p role="alert">시간표를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
        ) : (
          <PageLoading label="시간표를 불러오는 중..." />
        )}
      </ErrorBoundary>
    </div>
  );
}
