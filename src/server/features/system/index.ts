/** The system feature's door: what app.ts may use of it. */
export { type SystemOptions, systemRoutes } from './system.routes.ts';
