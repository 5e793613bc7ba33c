/** The owner's audit log: every back-office change, newest first (DESIGN §4). */
import { z } from 'zod';

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

export const listAuditQuery = z.object({
  page: z.coerce
    .number({ error: 'invalid_input' })
    .int({ error: 'invalid_input' })
    .min(1, { error: 'invalid_input' })
    .max(100_000, { error: 'invalid_input' })
    .default(1),
});
export const listAuditResponse = z.object({
  items: z.array(auditEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof listAuditResponse>;
