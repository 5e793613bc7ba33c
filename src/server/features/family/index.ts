/** The family feature's door: what other features, plugins/ and app.ts may use of it. */
export { familyRoutes } from './family.routes.ts';
export { listAbsenceRequests } from './family-absences.queries.ts';
export { familyStudentId, requireFamilySession } from './family-session.plugin.ts';
