/**
 * The dated grid in its frame: the legend, a horizontal scroller on narrow screens (with a
 * hint, and the hour column pinned), a loading line before the week arrives, and a Korean
 * retry if it fails. Closed days come from GET /api/closures, and from the lessons they skip
 * should that list be late.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { type ClosedDay, useClosedDays } from '../api/calendar.ts';
import { CalendarGrid, type CalendarGridProps } from './calendar-grid.tsx';
import { GridLegend } from './grid-legend.tsx';
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

/** Closed days named by the closures list, else by the lessons the closure skips. */
export function closedDaysOf(
  listed: readonly ClosedDay[] | undefined,
  occurrences: readonly Occurrence[],
): ClosedDay[] {
  if (listed) return [...listed];
  const byDate = new Map(
    occurrences.flatMap(({ date, closed }) =>
      closed ? [[date, { date, name: closed, kind: 'studio' }] as const] : [],
    ),
  );
  return [...byDate.values()];
}

type WeekBoardProps = Omit<CalendarGridProps, 'occurrences' | 'closedDays'> & {
  week: UseQueryResult<Occurrence[]>;
};

export function WeekBoard({ week, ...grid }: WeekBoardProps) {
  const closed = useClosedDays(grid.monday);
  const scroller = useRef<HTMLElement>(null);
  const loaded = Boolean(week.data);
  // On a phone only three days fit: a week that holds today opens scrolled to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when another week or day is shown.
  useEffect(() => {
    const frame = scroller.current;
    const today = frame?.querySelector<HTMLElement>('[data-today]');
    if (!loaded || !frame || !today || frame.scrollWidth <= frame.clientWidth) return;
    const hours = frame.querySelector<HTMLElement>('thead th')?.offsetWidth ?? 0;
    if (today.offsetLeft + today.offsetWidth > frame.clientWidth) frame.scrollLeft = today.offsetLeft - hours;
  }, [loaded, grid.monday, grid.today]);
  return (
    <div className={styles.board}>
      <GridLegend marks={grid.mode !== 'public'} hours={grid.spans !== undefined} />
      <p className={styles.scrollHint}>표를 옆으로 밀면 다른 요일이 보입니다.</p>
      <ErrorBoundary fallback={gridFallback}>
        {week.data ? (
          // Only the teacher's own grid always holds buttons (free halves): elsewhere a week may have
          // none, so the scroller takes focus itself (axe: scrollable-region-focusable).
          <section
            ref={scroller}
            className={styles.scroller}
            tabIndex={grid.mode === 'edit' ? undefined : 0}
            aria-label={`${grid.caption} (옆으로 밀어 볼 수 있음)`}
          >
            <CalendarGrid
              {...grid}
              occurrences={week.data}
              closedDays={closedDaysOf(closed.data, week.data)}
            />
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
