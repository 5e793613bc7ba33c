/** The stats feature's door: what other features, plugins/ and app.ts may use of it. */
export { statsRoutes } from './stats.routes.ts';
