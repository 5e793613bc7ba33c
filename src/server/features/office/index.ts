/** The office feature's door: the staff's home, composed of the other features' doors. */
export { officeRoutes } from './office.routes.ts';
