// The public surface of the server's media: what other parts of the server import from it (only from here: .oxlintrc.json).
export { findUploadedImage } from './media-reads.js';
export { type UploadDeps, storeUpload } from './media-uploads.js';
export { registerMediaRoutes } from './routes/media-routes.js';
