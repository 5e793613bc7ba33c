/** The closures feature's door: what other features, plugins/ and app.ts may use of it. */
export { closedDays, isClosed } from './closures.queries.ts';
export { closuresRoutes } from './closures.routes.ts';
