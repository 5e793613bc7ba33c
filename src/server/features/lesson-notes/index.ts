/** The lesson notes feature's door: what other features, plugins/ and app.ts may use of it. */
export { exportLessonFiles } from './export-lesson-files.ts';
export { type LessonFileStore, lessonFileStoreOf } from './lesson-file-store.ts';
export { lessonNotesRoutes } from './lesson-notes.routes.ts';
