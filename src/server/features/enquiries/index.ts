/** The enquiries feature's door: what other features, plugins/ and app.ts may use of it. */

export { listEnquiries } from './enquiries.queries.ts';
export { enquiriesRoutes } from './enquiries.routes.ts';
