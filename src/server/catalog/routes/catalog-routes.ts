// Every route of the catalog: reads for any credential, writes for merchants, and the media files.
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { registerBulkWriteRoutes } from './bulk-write-routes.js';
import { registerCollectionReadRoutes } from './collection-read-routes.js';
import { registerCollectionWriteRoutes } from './collection-write-routes.js';
import { registerMediaFileRoutes } from './media-file-routes.js';
import { registerMediaWriteRoutes } from './media-write-routes.js';
import { registerProductReadRoutes } from './product-read-routes.js';
import { registerProductWriteRoutes } from './product-write-routes.js';
import { registerVariantReadRoutes } from './variant-read-routes.js';
import { registerVariantWriteRoutes } from './variant-write-routes.js';

/** Registers the catalog's routes. */
export function registerCatalogRoutes(app: TypedApp, ctx: AppContext): void {
  registerProductReadRoutes(app, ctx);
  registerVariantReadRoutes(app, ctx);
  registerCollectionReadRoutes(app, ctx);
  registerProductWriteRoutes(app, ctx);
  registerVariantWriteRoutes(app, ctx);
  registerMediaWriteRoutes(app, ctx);
  registerCollectionWriteRoutes(app, ctx);
  registerBulkWriteRoutes(app, ctx);
  registerMediaFileRoutes(app, ctx);
}
