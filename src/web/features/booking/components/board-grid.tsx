/**
 * The board of one date as both board pages show it: the grid once the bookings have come,
 * a loading line before, and a Korean retry if the grid itself fails to render.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { BookingGrid, type BookingGridProps } from './booking-grid.tsx';

function gridFallback(retry: () => void) {
  return (
    <div role="alert">
      <p>예약 현황을 표시하지 못했습니다.</p>
      <button type="button" className="button" onClick={retry}>
        다시 시도
      </button>
    </div>
  );
}

type BoardGridProps = Omit<BookingGridProps, 'bookings'> & {
  board: UseQueryResult<BookingGridProps['bookings']>;
};

export function BoardGrid({ board, ...grid }: BoardGridProps) {
  return (
    <ErrorBoundary fallback={gridFallback}>
      {board.data ? (
        <BookingGrid {...grid} bookings={board.data} />
      ) : board.isPending ? (
        <PageLoading label="예약 현황을 불러오는 중..." />
      ) : null}
    </ErrorBoundary>
  );
}
