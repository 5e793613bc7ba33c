/** The seo feature's door: what other features, plugins/ and app.ts may use of it. */
export { seoRoutes } from './seo.routes.ts';
