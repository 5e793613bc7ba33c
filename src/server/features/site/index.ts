/** The site feature's door: what other features, plugins/ and app.ts may use of it. */
export {
  getBoardSettings,
  getBoardSettingsVersion,
  getLessonRules,
  getStudioSettings,
} from './site.queries.ts';
export { siteRoutes } from './site.routes.ts';
export { publishStudioBasics, type StudioBasics } from './studio-setup.ts';
