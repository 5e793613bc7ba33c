/**
 * The practice-room board on /settings/board: hours, rooms, the daily limit and the rules. Its
 * preview is the /book page's rules and today's board, drawn by the public components with the
 * draft.
 */

import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useBoard } from '../../booking/api/bookings.ts';
import { BoardGrid } from '../../booking/components/board-grid.tsx';
import { BookingRulesList } from '../../booking/components/booking-rules-list.tsx';
import { dateLabel } from '../../booking/lib/date-label.ts';
import { BoardForm, boardFieldLabels } from './board/board-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

function BoardPreview() {
  const now = useSeoulNow();
  // Today's bookings, polled slowly: the preview only shows where they fall on the draft's grid.
  const board = useBoard(now.today, true);
  return (
    <>
      <BookingRulesList />
      <BoardGrid
        board={board}
        date={now.today}
        now={now}
        caption={`${dateLabel(now.today, now.today)} 연습실 예약 현황`}
        onDelete={() => {}}
      />
    </>
  );
}

export const boardEditor: SectionEditor<'board'> = {
  key: 'board',
  title: '연습실 예약',
  description:
    '연습실 현황의 예약 시간, 방 이름과 순서, 한 사람당 하루 한도, 이용 규칙: 예약 페이지, 태블릿 화면, QR 포스터와 오시는 길의 예약 시간 안내에 쓰입니다.',
  Form: BoardForm,
  Preview: BoardPreview,
  fieldLabels: boardFieldLabels,
};
