/** The health feature's door: what other features, plugins/ and app.ts may use of it. */
export { healthRoutes } from './health.routes.ts';
