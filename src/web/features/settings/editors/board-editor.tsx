/**
 * The practice-room board on /settings/board: hours, rooms, the daily limit and the rules. Its
 * preview (app/section-previews.tsx) is the /book page's rules and today's board, drawn by the
 * public components with the draft.
 */

import { boardFieldLabels } from '../../../site-data/section-fields.ts';
import { BoardForm } from './board/board-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const boardEditor: SectionEditor<'board'> = {
  key: 'board',
  title: '연습실 예약',
  description:
    '연습실 현황의 예약 시간, 방 이름과 순서, 한 사람당 하루 한도, 이용 규칙: 예약 페이지, 태블릿 화면, QR 포스터와 오시는 길의 예약 시간 안내에 쓰입니다.',
  Form: BoardForm,
  fieldLabels: boardFieldLabels,
};
