/** The owner's audit log: every back-office change, newest first (DESIGN §4). */
import { z } from 'zod';
import { pageNumber, pageOf } from './common.ts';

export const AUDIT_PAGE_SIZE = 50;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: '변경 시각 (ISO-8601 UTC)' }),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string().meta({ description: '무엇을 했는지, 예: student.create, payment.create' }),
  target: z.string().meta({ description: '대상 (학생 이름, 계정 아이디 등)' }),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const listAuditQuery = z.object({ page: pageNumber() });
export const listAuditResponse = pageOf(auditEntry);
export type AuditPage = z.infer<typeof listAuditResponse>;
