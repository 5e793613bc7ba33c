/** The audit feature's door: what other features, plugins/ and app.ts may use of it. */
export { type AuditActor, recordAudit } from './audit.queries.ts';
export { auditRoutes } from './audit.routes.ts';
