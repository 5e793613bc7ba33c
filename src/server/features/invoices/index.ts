/** The invoices feature's door: what other features, plugins/ and app.ts may use of it. */
export { invoicesRoutes } from './invoices.routes.ts';
export { tossChecksPlugin } from './toss-checks.ts';
export { tossConnection } from './toss-connection.ts';
export { liveTossKeys } from './toss-keys.ts';
