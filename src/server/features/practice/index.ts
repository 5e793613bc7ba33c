/** The practice log's door: what other features, plugins/ and app.ts may use of it. */
export { practiceRoutes } from './practice.routes.ts';
export { weekPracticeMinutes } from './week-practice.ts';
