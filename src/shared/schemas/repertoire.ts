/**
 * 레퍼토리 (진도표): a student's pieces, each 시작 → 연습 중 → 완성 → 발표 with the day it
 * reached each stage. Staff keep it; the family reads it.
 */
import { z } from 'zod';
import { isCalendarDate } from '../time.ts';
import { idField } from './common.ts';
import { lineField } from './text.ts';

export const REPERTOIRE_STAGES = ['시작', '연습 중', '완성', '발표'] as const;
export type RepertoireStage = (typeof REPERTOIRE_STAGES)[number];
export const PIECE_TITLE_MAX = 100;

const title = lineField({
  required: 'repertoire.title_required',
  tooLong: 'repertoire.title_too_long',
  max: PIECE_TITLE_MAX,
}).meta({ description: `곡 이름 (${PIECE_TITLE_MAX}자까지)` });
const stage = z.enum(REPERTOIRE_STAGES, { error: 'repertoire.stage_invalid' });
const day = z
  .string({ error: 'repertoire.date_invalid' })
  .max(10, { error: 'repertoire.date_invalid' })
  .refine(isCalendarDate, { error: 'repertoire.date_invalid', abort: true })
  .meta({ description: '그 단계에 이른 날 (YYYY-MM-DD, 서울); 생략하면 오늘' });

/** `POST /api/member/:id/repertoire`: a new piece, at 시작 unless said. */
export const newPieceRequest = z.object({ title, stage: stage.default('시작'), date: day.optional() });
/** `PUT /api/member/:id/repertoire`: a piece renamed or moved to a stage (its day set; later stages cleared). */
export const updatePieceRequest = z.object({
  pieceId: idField('repertoire.piece_not_found'),
  title: title.optional(),
  stage,
  date: day.optional(),
});

export const repertoirePiece = z.object({
  id: z.number().int(),
  title: z.string(),
  stage,
  /** The day each stage was reached, null where not (yet). */
  dates: z.object({
    시작: z.string().nullable(),
    '연습 중': z.string().nullable(),
    완성: z.string().nullable(),
    발표: z.string().nullable(),
  }),
  updatedAt: z.string(),
});
export type RepertoirePiece = z.infer<typeof repertoirePiece>;
export const repertoireResponse = z.object({ pieces: z.array(repertoirePiece) });
export const pieceResponse = z.object({ message: z.string(), piece: repertoirePiece });
