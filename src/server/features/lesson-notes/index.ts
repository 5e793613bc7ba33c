/** The lesson notes feature's door: what other features, plugins/ and app.ts may use of it. */
export { lessonNotesRoutes } from './lesson-notes.routes.ts';
