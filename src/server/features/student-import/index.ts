/** The student-import feature's door: what other features, plugins/ and app.ts may use of it. */
export { studentImportRoutes } from './student-import.routes.ts';
