/**
 * A teacher's statement for a month (docs/decisions/040-teacher-pay.md).
 *
 * A confirmed month is read from its snapshot, whatever happened since. An open month is worked
 * out now: its lesson records under the rule of each lesson's day, plus the adjustments for the
 * locked months just before it — the run of confirmed months that ends the month before; a
 * change to a locked month further back lands on the open month right after that month. Only
 * the last ADJUSTMENT_LOOKBACK months of the run are looked at: records can only be put right
 * 60 days back, so older months do not change.
 */
import { addMonths, monthDays, monthKey, parseMonth } from '#shared/month.ts';
import {
  type AdjustmentLine,
  adjustmentsFor,
  fifoPrices,
  foldAccounted,
  type LessonPrice,
  lessonLengthOf,
  type PayLesson,
  type PayLine,
  payLines,
  ruleOn,
  statementTotals,
} from '#shared/payroll-rules.ts';
import type { StatementLine, StatementResponse } from '#shared/schemas/payroll.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import type { LessonType } from '#shared/timetable-rules.ts';
import type { Db } from '../../db/database.ts';
import { lessonTypesOf } from '../timetable/index.ts';
import { listTeacherLessonRecords, type PayLessonRecord, studentPurchases } from './pay-lessons.queries.ts';
import {
  confirmedLines,
  confirmedMonthsBefore,
  findStatement,
  listRules,
  type StoredRule,
  toRuleItem,
} from './payroll.queries.ts';

const ADJUSTMENT_LOOKBACK = 24;

export interface WorkedStatement {
  lines: PayLine[];
  adjustments: AdjustmentLine[];
  total: number;
  incomeTax: number;
  localTax: number;
  net: number;
  rules: StoredRule[];
}

/** `YYYY-MM` → the month before. */
function previousMonth(month: string): string {
  const ym = parseMonth(month, new Date(0));
  if (!ym) throw new RangeError(`Not a month: ${month}`);
  return monthKey(addMonths(ym, -1));
}

function daysOf(month: string) {
  const ym = parseMonth(month, new Date(0));
  if (!ym) throw new RangeError(`Not a month: ${month}`);
  return monthDays(ym);
}

/** The confirmed months right before `month`, with no open month between, oldest first. */
async function lockedRunBefore(db: Db, teacherId: string, month: string): Promise<string[]> {
  const confirmed = await confirmedMonthsBefore(db, teacherId, month, ADJUSTMENT_LOOKBACK);
  const run: string[] = [];
  let expected = previousMonth(month);
  for (const locked of confirmed) {
    if (locked !== expected) break;
    run.unshift(locked);
    expected = previousMonth(expected);
  }
  return run;
}

/** Each record's price for 비율: its package's, first in first out, or the student's fee. */
async function pricesOf(
  db: Db,
  records: readonly PayLessonRecord[],
  before: string,
): Promise<Map<number, LessonPrice | null>> {
  const purchases = await studentPurchases(
    db,
    records.map((record) => record.studentId),
    before,
  );
  const prices = new Map<number, LessonPrice | null>();
  for (const bought of purchases.values()) {
    const fifo = fifoPrices(bought.chargedLessonIds.length, bought.opening, bought.packages, bought.fee);
    bought.chargedLessonIds.forEach((id, index) => {
      prices.set(id, fifo[index] ?? null);
    });
  }
  for (const record of records) {
    if (prices.has(record.id)) continue;
    // An uncharged lesson a rule still pays for (사전취소 …) has no package: the fee, if any.
    const fee = purchases.get(record.studentId)?.fee ?? null;
    prices.set(record.id, fee === null ? null : { price: fee, source: '수강료' });
  }
  return prices;
}

/** What pay knows of each record: its price for 비율, and its calendar lesson's type for its length. */
interface Known {
  prices: Map<number, LessonPrice | null>;
  types: Map<string, LessonType>;
}

function toPayLesson(record: PayLessonRecord, known: Known): PayLesson {
  return {
    lessonId: record.id,
    day: record.lessonDay,
    student: record.student,
    status: record.status,
    price: known.prices.get(record.id) ?? null,
    // A record naming no calendar lesson (or one since deleted) counts as an hour's lesson.
    length: lessonLengthOf(record.occurrence === null ? null : known.types.get(record.occurrence)),
  };
}

/** Works out an open month as it stands now. */
export async function workStatement(db: Db, teacherId: string, month: string): Promise<WorkedStatement> {
  const days = daysOf(month);
  const [rules, records, run] = await Promise.all([
    listRules(db, teacherId),
    listTeacherLessonRecords(db, teacherId, days),
    lockedRunBefore(db, teacherId, month),
  ]);
  const current = records.filter((record) => !record.deleted);
  const locked =
    run.length === 0
      ? []
      : await listTeacherLessonRecords(db, teacherId, {
          first: daysOf(run[0] as string).first,
          next: days.first,
        });
  const [prices, types] = await Promise.all([
    pricesOf(db, [...current, ...locked], days.next),
    lessonTypesOf(
      db,
      [...current, ...locked].map((record) => record.occurrence),
    ),
  ]);
  const known: Known = { prices, types };
  const lines = payLines(
    rules,
    current.map((record) => toPayLesson(record, known)),
  );
  const accounted = foldAccounted(
    (await confirmedLines(db, teacherId, { lessonIds: locked.map((record) => record.id) })).map((line) => ({
      lessonId: line.lessonId,
      status: line.status as LessonStatus | '삭제',
      amount: line.amount,
    })),
  );
  const live = payLines(
    rules,
    locked.map((record) => toPayLesson(record, known)),
  ).map((line, index) => ({ ...line, deleted: (locked[index] as PayLessonRecord).deleted }));
  const adjustments = adjustmentsFor(accounted, live);
  const totals = statementTotals([...lines, ...adjustments]);
  return {
    lines,
    adjustments,
    total: totals.total,
    incomeTax: totals.withholding.incomeTax,
    localTax: totals.withholding.localTax,
    net: totals.net,
    rules: rulesOfMonth(rules, days),
  };
}

/** The rules a month was paid under: the one in force on its first day and those started in it. */
function rulesOfMonth(rules: readonly StoredRule[], days: { first: string; next: string }): StoredRule[] {
  const first = ruleOn(rules, days.first) as StoredRule | null;
  const started = rules.filter((rule) => rule.validFrom > days.first && rule.validFrom < days.next);
  return first ? [first, ...started] : started;
}

const shown = (line: StatementLine): StatementLine => ({
  lessonId: line.lessonId,
  date: line.date,
  student: line.student,
  status: line.status,
  basis: line.basis,
  amount: line.amount,
});

/** The statement as served: from its snapshot once confirmed, worked out now otherwise. */
export async function readStatement(
  db: Db,
  teacher: { id: string; name: string },
  month: string,
): Promise<StatementResponse> {
  const confirmed = await findStatement(db, teacher.id, month);
  let sheet: Omit<WorkedStatement, 'lines' | 'adjustments'> & {
    lines: StatementLine[];
    adjustments: (StatementLine & { month: string })[];
  };
  if (confirmed) {
    const [lines, rules] = await Promise.all([
      confirmedLines(db, teacher.id, { months: [month] }),
      listRules(db, teacher.id),
    ]);
    sheet = {
      ...confirmed,
      lines: lines.filter((line) => line.kind === 'lesson'),
      adjustments: lines
        .filter((line) => line.kind === 'adjustment')
        .map((line) => ({ ...line, month: line.date.slice(0, 7) })),
      rules: rulesOfMonth(rules, daysOf(month)),
    };
  } else {
    sheet = await workStatement(db, teacher.id, month);
  }
  return {
    teacherId: teacher.id,
    teacherName: teacher.name,
    month,
    lines: sheet.lines.map(shown),
    adjustments: sheet.adjustments.map((line) => ({ ...shown(line), month: line.month })),
    total: sheet.total,
    withholding: sheet.incomeTax + sheet.localTax,
    incomeTax: sheet.incomeTax,
    localTax: sheet.localTax,
    net: sheet.net,
    confirmed: confirmed ? { at: confirmed.confirmedAt, by: confirmed.confirmedBy } : null,
    rules: sheet.rules.map(toRuleItem),
  };
}

/** Whether the month has ended on this Seoul day. */
export function monthEnded(month: string, today: string): boolean {
  return daysOf(month).next <= today;
}
