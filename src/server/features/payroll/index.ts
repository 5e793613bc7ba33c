/** The payroll feature's door: what other features, plugins/ and app.ts may use of it. */
export { payrollRoutes } from './payroll.routes.ts';
