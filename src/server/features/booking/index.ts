/** The booking feature's door: what other features, plugins/ and app.ts may use of it. */
export { bookingRoutes } from './booking.routes.ts';
