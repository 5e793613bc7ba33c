/** The hours feature's door: what other features, plugins/ and app.ts may use of it. */

export { wantsFamilyMessages, workingSpans } from './hours.queries.ts';
export { hoursRoutes } from './hours.routes.ts';
