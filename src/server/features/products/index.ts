/** The products feature's door: what other features, plugins/ and app.ts may use of it. */
export { countNewOrders, listNewOrders } from './orders.queries.ts';
export { listProductStamps } from './products.queries.ts';
export { productsRoutes } from './products.routes.ts';
