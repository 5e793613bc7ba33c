import type { Generated } from 'kysely';
import type { PayKind } from '#shared/payroll-rules.ts';

export interface PayrollRulesTable {
  id: Generated<number>;
  teacher_id: string;
  kind: PayKind;
  amount: number | null;
  share: number | null;
  /** 건당: won for a 30-minute lesson (1부/2부), null to pay it `amount` (migration 025). */
  half_amount: number | null;
  /** A JSON array of lesson statuses. */
  statuses: string;
  /** 1 when 3.3 % is withheld. */
  withholding: number;
  /** First Seoul day it applies to, `YYYY-MM-DD`. */
  valid_from: string;
  created_by: string;
  created_at: string;
}

export interface PayrollStatementsTable {
  id: Generated<number>;
  teacher_id: string;
  /** `YYYY-MM` (Seoul). */
  month: string;
  total: number;
  income_tax: number;
  local_tax: number;
  net: number;
  confirmed_at: string;
  confirmed_by: string;
}

export interface PayrollStatementLinesTable {
  id: Generated<number>;
  statement_id: number;
  position: number;
  kind: 'lesson' | 'adjustment';
  lesson_id: number;
  lesson_day: string;
  student: string;
  /** A lesson status, or '삭제' for an adjustment of a deleted record. */
  status: string;
  basis: string;
  amount: number;
  withheld: number;
}

export interface PayrollTables {
  payroll_rules: PayrollRulesTable;
  payroll_statements: PayrollStatementsTable;
  payroll_statement_lines: PayrollStatementLinesTable;
}
