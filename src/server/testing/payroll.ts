/** Requests the teacher-pay tests send again and again. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';
import { call } from './students.ts';

export function payrollApi(app: FastifyInstance) {
  return {
    /** A month's statement, of `teacherId` or of the teacher asking. */
    statement: (who: SignedIn | null, month: string, teacherId?: string) =>
      call(app, who, 'GET', `/api/payroll?month=${month}${teacherId ? `&teacherId=${teacherId}` : ''}`),
    setRule: (who: SignedIn | null, teacherId: string, body: object) =>
      call(app, who, 'PUT', `/api/payroll/rules/${teacherId}`, body),
    confirm: (who: SignedIn | null, body: object) => call(app, who, 'POST', '/api/payroll/confirm', body),
  };
}
