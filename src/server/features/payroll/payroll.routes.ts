/**
 * Teacher pay (강사 정산; DESIGN §4 "Teacher pay", docs/decisions/040-teacher-pay.md). The owner
 * sets each teacher's pay rule from a day on, reads any teacher's month and confirms it, which
 * locks it; a teacher reads their own months only (naming another teacher is 403). A month's
 * statement comes as JSON or as CSV for Excel.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PAY_STATUSES, monthOfDay, ruleProblem } from '#shared/payroll-rules.ts';
import {
  confirmRequest,
  csvParams,
  payRulesResponse,
  payrollQuery,
  payrollTeacherParams,
  payrollTeachersResponse,
  type StatementResponse,
  setPayRuleRequest,
  statementResponse,
} from '#shared/schemas/payroll.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { changeErrors, recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { namedTeacher } from '../../lib/teacher-scope.ts';
import { changeBy, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { accountNames, listStaff } from '../auth/index.ts';
import * as payroll from './payroll.queries.ts';
import { statementCsv } from './payroll-csv.ts';
import { monthEnded, readStatement, workStatement } from './payroll-statement.ts';

/** The teacher by id among the staff, or 404. */
async function staffMember(db: Db, id: string): Promise<{ id: string; name: string }> {
  const member = (await listStaff(db)).find((staff) => staff.id === id);
  if (!member) throw new AppError('payroll.teacher_not_found', 404);
  return { id: member.id, name: member.name };
}

export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The teacher's account row, locked on PostgreSQL (SQLite runs one write transaction at a
   * time anyway): confirmations take it for update, rule changes for share.
   */
  const lockTeacher = async (trx: Db, id: string, mode: 'update' | 'share') => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .$if(app.dialect === 'postgres', (query) => (mode === 'update' ? query.forUpdate() : query.forShare()))
      .execute();
  };

  const ownerOnlyRoutes = routesOf(app, 'payroll', app.requireRole('owner'));
  const staff = app.requireRole('teacher');
  const staffRoutes = routesOf(app, 'payroll', staff);

  /** The teacher a request is about: the one named (a teacher may only name themself), or oneself. */
  const whose = async (request: Parameters<typeof requireUser>[0], teacherId: string | undefined) => {
    const user = requireUser(request);
    const asked = namedTeacher(user, { teacherId }) ?? user.id;
    return staffMember(app.db, asked);
  };

  /** A teacher's rules as both rule routes answer them, with the last month locked. */
  const rulesAnswer = async (teacher: { id: string; name: string }) => {
    const [rules, lockedThrough] = await Promise.all([
      payroll.listRules(app.db, teacher.id),
      payroll.lastConfirmedMonth(app.db, teacher.id),
    ]);
    return {
      teacherId: teacher.id,
      teacherName: teacher.name,
      rules: rules.map(payroll.toRuleItem),
      lockedThrough,
    };
  };

  ownerOnlyRoutes.get('/api/payroll/teachers', {
    summary: '정산할 선생님 목록과 각자 확정한 마지막 달 (원장)',
    response: { 200: payrollTeachersResponse, ...recordErrors },
    handler: async () => {
      const staffList = await listStaff(app.db);
      const teachers = await Promise.all(
        staffList.map(async (member) => ({
          ...member,
          lockedThrough: await payroll.lastConfirmedMonth(app.db, member.id),
        })),
      );
      // The teachers first, the owner (who may teach too) last.
      return {
        teachers: [
          ...teachers.filter((t) => t.role === 'teacher'),
          ...teachers.filter((t) => t.role === 'owner'),
        ],
      };
    },
  });

  staffRoutes.get('/api/payroll/rules/:teacherId', {
    summary: '선생님의 정산 규칙 (원장은 누구든, 선생님은 본인만)',
    params: payrollTeacherParams,
    response: { 200: payRulesResponse, ...recordErrors },
    handler: async (request) => {
      const teacher = await whose(request, request.params.teacherId);
      return rulesAnswer(teacher);
    },
  });

  ownerOnlyRoutes.put('/api/payroll/rules/:teacherId', {
    summary: '정산 규칙 정하기 (원장; 적용 시작일부터, 확정한 달에는 적용할 수 없음)',
    params: payrollTeacherParams,
    body: setPayRuleRequest,
    response: { 200: payRulesResponse, ...changeErrors },
    handler: async (request) => {
      const teacher = await staffMember(app.db, request.params.teacherId);
      const body = request.body;
      const rule = {
        validFrom: body.from,
        kind: body.kind,
        amount: body.kind === '비율' ? null : body.amount,
        halfAmount: body.halfAmount,
        share: body.kind === '비율' ? body.share : null,
        statuses: body.statuses ?? [...DEFAULT_PAY_STATUSES],
        withholding: body.withholding,
      };
      const problem = ruleProblem(rule);
      if (problem) throw new AppError(problem as 'payroll.amount_required', 400);
      const { actor, now } = changeBy(request);
      await app.db.transaction().execute(async (trx) => {
        // A rule waits for a confirmation under way, so it never slips into the month being locked.
        await lockTeacher(trx, teacher.id, 'share');
        const locked = await payroll.lastConfirmedMonth(trx, teacher.id);
        if (locked !== null && monthOfDay(rule.validFrom) <= locked)
          throw new AppError('payroll.from_locked', 409);
        const before = await payroll.saveRule(trx, teacher.id, rule, { id: actor.id, at: now.toISOString() });
        await recordAudit(
          trx,
          { actor, now },
          {
            action: 'payroll.rule',
            target: teacher.id,
            detail: {
              name: teacher.name,
              from: rule.validFrom,
              ...(before ? { before: payroll.ruleTerms(before) } : {}),
              after: payroll.ruleTerms(rule),
            },
          },
        );
      });
      return rulesAnswer(teacher);
    },
  });

  staffRoutes.get('/api/payroll', {
    summary: '한 달의 정산서 (원장은 누구든, 선생님은 본인만; format=csv 는 엑셀용 CSV)',
    querystring: payrollQuery,
    response: { 200: z.union([statementResponse, z.string()]), ...recordErrors },
    handler: async (request, reply) => {
      const teacher = await whose(request, request.query.teacherId);
      const statement = await statementOf(app.db, teacher, request.query.month);
      if (request.query.format === 'csv') return sendCsv(reply, statement);
      return statement;
    },
  });

  staffRoutes.get('/api/payroll/:month/:file', {
    summary: '한 달의 정산서 CSV (/api/payroll/2026-03/선생님아이디.csv; UTF-8 BOM, 엑셀용)',
    params: csvParams,
    response: { 200: z.string().describe('text/csv; charset=utf-8'), ...recordErrors },
    handler: async (request, reply) => {
      const teacher = await whose(request, request.params.file);
      return sendCsv(reply, await statementOf(app.db, teacher, request.params.month));
    },
  });

  ownerOnlyRoutes.post('/api/payroll/confirm', {
    summary: '한 달의 정산 확정 (원장; 끝난 달만, 한 번만; 이후 정정은 다음 달에 조정으로)',
    body: confirmRequest,
    response: { 200: statementResponse, ...changeErrors },
    handler: async (request) => {
      const { month, teacherId } = request.body;
      const teacher = await staffMember(app.db, teacherId);
      const { actor, now } = changeBy(request);
      if (!monthEnded(month, seoulDate(now))) throw new AppError('payroll.month_open', 409);
      try {
        await app.db.transaction().execute(async (trx) => {
          // One confirmation of a teacher at a time, and none while a rule of theirs is being set.
          await lockTeacher(trx, teacher.id, 'update');
          if (await payroll.findStatement(trx, teacher.id, month))
            throw new AppError('payroll.already_confirmed', 409);
          const worked = await workStatement(trx, teacher.id, month);
          await payroll.insertStatement(trx, {
            teacherId: teacher.id,
            month,
            total: worked.total,
            incomeTax: worked.incomeTax,
            localTax: worked.localTax,
            net: worked.net,
            confirmedAt: now.toISOString(),
            confirmedBy: actor.id,
            lines: [
              ...worked.lines.map((line) => ({ ...line, kind: 'lesson' as const })),
              ...worked.adjustments.map((line) => ({ ...line, kind: 'adjustment' as const })),
            ],
          });
          await recordAudit(
            trx,
            { actor, now },
            {
              action: 'payroll.confirm',
              target: teacher.id,
              detail: {
                name: teacher.name,
                month,
                total: worked.total,
                withholding: worked.incomeTax + worked.localTax,
                net: worked.net,
                lessons: worked.lines.length,
                adjustments: worked.adjustments.length,
              },
            },
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('payroll.already_confirmed', 409);
        throw error;
      }
      return statementOf(app.db, teacher, month);
    },
  });
};

/** The month's statement as served, naming who confirmed it rather than their account id. */
async function statementOf(db: Db, teacher: { id: string; name: string }, month: string) {
  const statement = await readStatement(db, teacher, month);
  if (!statement.confirmed) return statement;
  const names = await accountNames(db, [statement.confirmed.by]);
  return {
    ...statement,
    confirmed: { ...statement.confirmed, by: names.get(statement.confirmed.by) ?? statement.confirmed.by },
  };
}

function sendCsv(reply: FastifyReply, statement: StatementResponse) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="payroll-${statement.month}.csv"; filename*=UTF-8''${encodeURIComponent(`강사정산-${statement.teacherName}-${statement.month}.csv`)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(statementCsv(statement));
}
