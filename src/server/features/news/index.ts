/** The news feature's door: what other features, plugins/ and app.ts may use of it. */
export { listPostStamps } from './news.queries.ts';
export { newsRoutes } from './news.routes.ts';
