/** The hours feature's door: what other features, plugins/ and app.ts may use of it. */
export { hoursRoutes } from './hours.routes.ts';
export { wantsFamilyMessages, workingSpans } from './hours-spans.ts';
