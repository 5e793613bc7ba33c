/** The practice-room board's hours, rooms, daily limit and rules (`board`), as one section. */
import { defaultBoardSettings } from '#content/board-defaults.ts';
import type { BoardSettings } from '#shared/schemas/site-board.ts';
import { siteSectionSchemas } from '#shared/schemas/site-content.ts';
import { hourLabel } from '#shared/time.ts';
import { defineSection } from './section.ts';

export const boardSection = defineSection<BoardSettings>({
  key: 'board',
  ...siteSectionSchemas.board,
  defaults: defaultBoardSettings,
  shown: (board, field) => {
    if (field === 'openHour' || field === 'lastHour') return hourLabel(board[field]);
    if (field === 'maxHoursPerName') return `${board.maxHoursPerName}시간`;
    return board[field].join(field === 'rooms' ? ', ' : ' / ');
  },
});
