/** The practice log's door: what other features, plugins/ and app.ts may use of it. */

export { weekPracticeMinutes } from './practice.queries.ts';
export { practiceRoutes } from './practice.routes.ts';
