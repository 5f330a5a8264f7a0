// Merchant media writes: add, remove and reorder product media, link and unlink media to choices.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { merchantOnly } from '../catalog-viewer.js';
import { merchantWrite } from '../write/catalog-events.js';
import {
  addProductMedia,
  changeChoiceMedia,
  MediaForWriteSchema,
  MediaToChoiceSchema,
  removeProductMedia,
  reorderProductMedia,
} from '../write/media-writes.js';
import { IdParams, TAGS, WRITE_PREFIX } from './route-schemas.js';

const AddMediaBody = Type.Object({ media: Type.Array(MediaForWriteSchema, { minItems: 1, maxItems: 50 }) }, { additionalProperties: true });
const RemoveMediaBody = Type.Object(
  { mediaIds: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })) },
  { additionalProperties: true },
);
const MediaOrderBody = Type.Object({ mediaIds: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }) }, { additionalProperties: true });
/** Where a product's media order is set: a Tote call, as Wix's v1 catalog has none. */
export const MEDIA_ORDER_PATH = '/tote/v1/products/:id/media/order';
const ChoiceMediaBody = Type.Object({ media: Type.Array(MediaToChoiceSchema, { minItems: 1, maxItems: 10 }) }, { additionalProperties: true });

/** Registers the media write routes (merchant API key). */
export function registerMediaWriteRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = [...TAGS.products];
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  const base = `${WRITE_PREFIX}/products/:id`;

  app.post(
    `${base}/media`,
    {
      schema: { params: IdParams, body: AddMediaBody, tags, summary: 'Add media (a store media id or an external URL), optionally for a choice' },
      preValidation,
    },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await addProductMedia(deps, viewer.siteId, request.params.id, request.body.media);
      return {};
    },
  );
  app.post(
    `${base}/media/delete`,
    { schema: { params: IdParams, body: RemoveMediaBody, tags, summary: 'Remove media (all of them for an empty list)' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await removeProductMedia(deps, viewer.siteId, request.params.id, request.body.mediaIds ?? []);
      return {};
    },
  );
  app.put(
    MEDIA_ORDER_PATH,
    { schema: { params: IdParams, body: MediaOrderBody, tags, summary: "Put the product's media in this order (every media id once)" }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await reorderProductMedia(deps, viewer.siteId, request.params.id, request.body.mediaIds);
      return {};
    },
  );
  app.patch(
    `${base}/choices/media`,
    { schema: { params: IdParams, body: ChoiceMediaBody, tags, summary: 'Link product media to choices' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await changeChoiceMedia(deps, viewer.siteId, request.params.id, request.body.media, 'link');
      return {};
    },
  );
  app.post(
    `${base}/choices/media/delete`,
    { schema: { params: IdParams, body: ChoiceMediaBody, tags, summary: 'Unlink media from choices' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await changeChoiceMedia(deps, viewer.siteId, request.params.id, request.body.media, 'unlink');
      return {};
    },
  );
}
