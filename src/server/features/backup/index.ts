/** The backup feature's door: what other features, plugins/ and app.ts may use of it. */
export { backupRoutes } from './backup.routes.ts';
export { backupBeforeMigrations } from './backup-before-migrations.ts';
