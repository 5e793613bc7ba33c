/**
 * Teacher pay's own tables: the rules from their start days, and the confirmed statements with
 * their locked lines (migration 020).
 */
import type { PayRule } from '#shared/payroll-rules.ts';
import type { PayRuleItem, StatementLine } from '#shared/schemas/payroll.ts';
import { LESSON_STATUSES } from '#shared/student-rules.ts';
import type { Db } from '../../db/database.ts';
import { readKnownList } from '../../lib/known-list.ts';
import type { PayrollRulesTable } from './payroll.tables.ts';

export type StoredRule = PayRule & { createdBy: string; createdAt: string };

function toRule(row: Omit<PayrollRulesTable, 'id'>): StoredRule {
  return {
    validFrom: row.valid_from,
    kind: row.kind,
    amount: row.amount === null ? null : Number(row.amount),
    halfAmount: row.half_amount === null ? null : Number(row.half_amount),
    share: row.share === null ? null : Number(row.share),
    statuses: readKnownList(row.statuses, LESSON_STATUSES),
    withholding: Number(row.withholding) === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** What a rule pays, without when it starts or who set it (also what the audit log keeps). */
export function ruleTerms(rule: PayRule) {
  return {
    kind: rule.kind,
    amount: rule.amount,
    halfAmount: rule.halfAmount,
    share: rule.share,
    statuses: [...rule.statuses],
    withholding: rule.withholding,
  };
}

export function toRuleItem(rule: StoredRule): PayRuleItem {
  return { ...ruleTerms(rule), from: rule.validFrom, createdBy: rule.createdBy, createdAt: rule.createdAt };
}

/** The teacher's rules, oldest start first. */
export async function listRules(db: Db, teacherId: string): Promise<StoredRule[]> {
  const rows = await db
    .selectFrom('payroll_rules')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .orderBy('valid_from')
    .execute();
  return rows.map(toRule);
}

/** Sets the rule from a day, replacing one that started the same day. Answers the one it replaced. */
export async function saveRule(
  db: Db,
  teacherId: string,
  rule: PayRule,
  by: { id: string; at: string },
): Promise<StoredRule | null> {
  const before = await db
    .selectFrom('payroll_rules')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .where('valid_from', '=', rule.validFrom)
    .executeTakeFirst();
  const values = {
    kind: rule.kind,
    amount: rule.amount,
    half_amount: rule.halfAmount,
    share: rule.share,
    statuses: JSON.stringify(rule.statuses),
    withholding: rule.withholding ? 1 : 0,
    created_by: by.id,
    created_at: by.at,
  };
  await db
    .insertInto('payroll_rules')
    .values({ teacher_id: teacherId, valid_from: rule.validFrom, ...values })
    .onConflict((conflict) => conflict.columns(['teacher_id', 'valid_from']).doUpdateSet(values))
    .execute();
  return before ? toRule(before) : null;
}

/** The last month confirmed for the teacher, `YYYY-MM`, or null. */
export async function lastConfirmedMonth(db: Db, teacherId: string): Promise<string | null> {
  const row = await db
    .selectFrom('payroll_statements')
    .select('month')
    .where('teacher_id', '=', teacherId)
    .orderBy('month', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.month ?? null;
}

export interface ConfirmedStatement {
  id: number;
  month: string;
  total: number;
  incomeTax: number;
  localTax: number;
  net: number;
  confirmedAt: string;
  confirmedBy: string;
}

export async function findStatement(
  db: Db,
  teacherId: string,
  month: string,
): Promise<ConfirmedStatement | null> {
  const row = await db
    .selectFrom('payroll_statements')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .where('month', '=', month)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    month: row.month,
    total: Number(row.total),
    incomeTax: Number(row.income_tax),
    localTax: Number(row.local_tax),
    net: Number(row.net),
    confirmedAt: row.confirmed_at,
    confirmedBy: row.confirmed_by,
  };
}

/** The teacher's confirmed months before `month`, newest first, at most `limit`. */
export async function confirmedMonthsBefore(
  db: Db,
  teacherId: string,
  month: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payroll_statements')
    .select('month')
    .where('teacher_id', '=', teacherId)
    .where('month', '<', month)
    .orderBy('month', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.month);
}

export interface LockedLine extends StatementLine {
  kind: 'lesson' | 'adjustment';
  withheld: boolean;
  /** The month of the statement that holds the line. */
  statementMonth: string;
}

/**
 * The locked lines of the teacher's confirmed statements, oldest statement first, in order: of
 * the months named, or those that name one of the lessons, or all.
 */
export async function confirmedLines(
  db: Db,
  teacherId: string,
  only: { months?: readonly string[]; lessonIds?: readonly number[] },
): Promise<LockedLine[]> {
  if (only.months?.length === 0 || only.lessonIds?.length === 0) return [];
  let query = db
    .selectFrom('payroll_statement_lines as l')
    .innerJoin('payroll_statements as s', 's.id', 'l.statement_id')
    .select([
      's.month',
      'l.kind',
      'l.lesson_id',
      'l.lesson_day',
      'l.student',
      'l.status',
      'l.basis',
      'l.amount',
      'l.withheld',
    ])
    .where('s.teacher_id', '=', teacherId);
  if (only.months !== undefined) query = query.where('s.month', 'in', [...only.months]);
  if (only.lessonIds !== undefined) query = query.where('l.lesson_id', 'in', [...only.lessonIds]);
  const rows = await query.orderBy('s.month').orderBy('l.position').execute();
  return rows.map((row) => ({
    statementMonth: row.month,
    kind: row.kind,
    lessonId: Number(row.lesson_id),
    date: row.lesson_day,
    student: row.student,
    status: row.status,
    basis: row.basis,
    amount: Number(row.amount),
    withheld: Number(row.withheld) === 1,
  }));
}

export interface NewStatement extends Omit<ConfirmedStatement, 'id'> {
  teacherId: string;
  lines: (StatementLine & { kind: 'lesson' | 'adjustment'; withheld: boolean })[];
}

/** Writes a confirmed statement and its lines; a second one for the month fails on the unique key. */
export async function insertStatement(db: Db, statement: NewStatement): Promise<number> {
  const row = await db
    .insertInto('payroll_statements')
    .values({
      teacher_id: statement.teacherId,
      month: statement.month,
      total: statement.total,
      income_tax: statement.incomeTax,
      local_tax: statement.localTax,
      net: statement.net,
      confirmed_at: statement.confirmedAt,
      confirmed_by: statement.confirmedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (statement.lines.length > 0) {
    await db
      .insertInto('payroll_statement_lines')
      .values(
        statement.lines.map((line, position) => ({
          statement_id: id,
          position,
          kind: line.kind,
          lesson_id: line.lessonId,
          lesson_day: line.date,
          student: line.student,
          status: line.status,
          basis: line.basis,
          amount: line.amount,
          withheld: line.withheld ? 1 : 0,
        })),
      )
      .execute();
  }
  return id;
}
