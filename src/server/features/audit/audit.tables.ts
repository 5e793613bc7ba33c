import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  /** The instant of the change, ISO-8601 UTC. */
  at: string;
  actor_id: string;
  actor_name: string;
  /** What was done, e.g. `student.create`; the list in shared/audit-actions.ts. */
  action: string;
  /** What it was done to, in words a reader recognises (a student's or product's name, an account's name and id); rows written before names were stored may hold `product:3`. */
  target: string;
  /** JSON of the change's particulars (amounts, counts, old and new values). */
  detail: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
