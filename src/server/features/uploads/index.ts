/** The uploads feature's door: what other features, plugins/ and app.ts may use of it. */
export { processImage } from './process-image.ts';
export { isOwnUpload, readUploadSize, type UploadSize } from './uploads.queries.ts';
export { uploadsRoutes } from './uploads.routes.ts';
