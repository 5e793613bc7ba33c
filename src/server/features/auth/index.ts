/** The auth feature's door: what other features, plugins/ and app.ts may use of it. */
export { authRoutes } from './auth.routes.ts';
export {
  hashOwnerPassword,
  insertOwner,
  ownerExists,
  startOwnerSession,
} from './owner-account.ts';
export { findSessionUser, SESSION_LIFETIME_MS } from './session-store.ts';
export {
  accountNames,
  findTeacher,
  listStaff,
  listTeachers,
  type StaffMember,
} from './staff-directory.queries.ts';
export { staffPhone } from './staff-phone.queries.ts';
