/** The enquiries feature's door: what other features, plugins/ and app.ts may use of it. */
export { enquiriesRoutes } from './enquiries.routes.ts';
