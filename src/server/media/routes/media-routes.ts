// Every route of uploaded media: uploads, file reads and the served images.
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { registerMediaFileReadRoutes } from './media-file-read-routes.js';
import { registerMediaServeRoutes } from './media-serve-routes.js';
import { registerMediaUploadRoutes } from './media-upload-routes.js';

/** Registers the media routes. */
export function registerMediaRoutes(app: TypedApp, ctx: AppContext): void {
  registerMediaUploadRoutes(app, ctx);
  registerMediaFileReadRoutes(app, ctx);
  registerMediaServeRoutes(app, ctx);
}
