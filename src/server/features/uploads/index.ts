/** The uploads feature's door: what other features, plugins/ and app.ts may use of it. */
export { isOwnUpload, readUploadSize, type UploadSize } from './uploads.queries.ts';
export { uploadsRoutes } from './uploads.routes.ts';
