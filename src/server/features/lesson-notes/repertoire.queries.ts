/**
 * 레퍼토리: a student's pieces and the day each reached its stages. Moving a piece to a stage
 * sets that stage's day (the given one, else today) and keeps the earlier stages' days; moving
 * it back clears the days of the stages after it, so the dates always tell the way it came.
 */
import type { Selectable } from 'kysely';
import { REPERTOIRE_STAGES, type RepertoirePiece, type RepertoireStage } from '#shared/schemas/repertoire.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import type { RepertoirePiecesTable } from './lesson-notes.tables.ts';

const columnOf = {
  시작: 'started_on',
  '연습 중': 'practising_on',
  완성: 'completed_on',
  발표: 'performed_on',
} as const satisfies Record<RepertoireStage, keyof RepertoirePiecesTable>;

function toPiece(row: Selectable<RepertoirePiecesTable>): RepertoirePiece {
  return {
    id: Number(row.id),
    title: row.title,
    stage: row.stage,
    dates: {
      시작: row.started_on,
      '연습 중': row.practising_on,
      완성: row.completed_on,
      발표: row.performed_on,
    },
    updatedAt: row.updated_at,
  };
}

/** The stage's day set, earlier days kept (a missing earlier day takes this one), later ones cleared. */
function stageDates(row: Partial<Selectable<RepertoirePiecesTable>>, stage: RepertoireStage, day: string) {
  const reached = REPERTOIRE_STAGES.indexOf(stage);
  return Object.fromEntries(
    REPERTOIRE_STAGES.map((each, index) => {
      const column = columnOf[each];
      if (index < reached) return [column, row[column] ?? day];
      return [column, index === reached ? day : null];
    }),
  ) as Record<(typeof columnOf)[RepertoireStage], string | null>;
}

export async function listPieces(db: Db, studentId: number): Promise<RepertoirePiece[]> {
  const rows = await db
    .selectFrom('repertoire_pieces')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPiece);
}

export async function addPiece(
  db: Db,
  input: { studentId: number; title: string; stage: RepertoireStage; day: string; by: string; now: Date },
): Promise<RepertoirePiece> {
  const at = input.now.toISOString();
  const row = await db
    .insertInto('repertoire_pieces')
    .values({
      student_id: input.studentId,
      title: input.title,
      stage: input.stage,
      ...stageDates({}, input.stage, input.day),
      updated_by: input.by,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPiece(row);
}

export async function updatePiece(
  db: Db,
  input: {
    studentId: number;
    pieceId: number;
    title: string | undefined;
    stage: RepertoireStage;
    /** The day given, if any; else today's for a new stage. */
    date: string | undefined;
    today: string;
    by: string;
    now: Date;
  },
): Promise<RepertoirePiece> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('repertoire_pieces')
      .selectAll()
      .where('id', '=', input.pieceId)
      .where('student_id', '=', input.studentId)
      .executeTakeFirstOrThrow(() => new AppError('repertoire.piece_not_found', 404));
    // The same stage again keeps its day unless another is given.
    const keep = input.date === undefined && row.stage === input.stage && row[columnOf[input.stage]] !== null;
    const updated = await trx
      .updateTable('repertoire_pieces')
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        stage: input.stage,
        ...(keep ? {} : stageDates(row, input.stage, input.date ?? input.today)),
        updated_by: input.by,
        updated_at: input.now.toISOString(),
      })
      .where('id', '=', input.pieceId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPiece(updated);
  });
}
