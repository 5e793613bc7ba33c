/**
 * The practice-room board on /settings/board: hours, rooms, the daily limit and the rules. Its
 * preview (app/section-previews.tsx) is the /book page's rules and today's board, drawn by the
 * public components with the draft.
 */

import { boardFieldLabels } from '../../../site-data/section-fields.ts';
import { BoardForm } from './board/board-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { menuEntry } from './section-menu.ts';

export const boardEditor: SectionEditor<'board'> = {
  ...menuEntry('board'),
  Form: BoardForm,
  fieldLabels: boardFieldLabels,
};
