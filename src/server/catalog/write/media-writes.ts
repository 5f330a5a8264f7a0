// Product media writes: add images (uploaded file id, library media id or external URL), remove them, link them to choices.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from 'typebox';
import type { FieldViolation } from '../../../wire/errors.js';
import type { StoredMedia, StoredOption } from '../../db/catalog-tables.js';
import { applicationError, validationError } from '../../http/http-error.js';
import { findUploadedImage } from '../../media/index.js';
import { findLibraryImage } from '../media-library.js';
import { inTransaction, lockProduct, touchProduct } from './product-store.js';
import { queueProductEvent } from './catalog-events.js';
import { CatalogEventType } from '../../../wire/events.js';
import type { WriteDeps } from './product-writes.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Writes a product's media and/or options, bumps its revision and reports it changed: the end of every media write. */
async function saveMediaColumns(
  trx: Kysely<Database>,
  deps: WriteDeps,
  productId: string,
  columns: { media?: readonly StoredMedia[]; options: readonly StoredOption[] },
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ ...(columns.media ? { media: JSON.stringify(columns.media) } : {}), options: JSON.stringify(columns.options) })
    .where('id', '=', productId)
    .execute();
  const now = deps.clock();
  await touchProduct(trx, productId, now);
  await queueProductEvent(trx, deps, CatalogEventType.PRODUCT_CHANGED, productId, now);
}

/** Most media items one product keeps. */
const MAX_PRODUCT_MEDIA = 100;

/** One media item to add: an uploaded file id, a library media id or an external URL, optionally shown for one choice. */
export const MediaForWriteSchema = Type.Object(
  {
    mediaId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    choice: Type.Optional(
      Type.Object(
        { option: Type.String({ minLength: 1, maxLength: 50 }), choice: Type.String({ minLength: 1, maxLength: 50 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Media ids to link to (or unlink from) a choice of an option. */
export const MediaToChoiceSchema = Type.Object(
  {
    option: Type.String({ minLength: 1, maxLength: 50 }),
    choice: Type.String({ minLength: 1, maxLength: 50 }),
    mediaIds: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
  },
  { additionalProperties: false },
);

/** An item of add-media as checked by its schema. */
export type MediaForWrite = Static<typeof MediaForWriteSchema>;
/** An item of the choice-media calls as checked by its schema. */
export type MediaToChoice = Static<typeof MediaToChoiceSchema>;

function violation(field: string, description: string, rule: FieldViolation['violatedRule'] = 'VALIDATION'): FieldViolation {
  return { field, description, violatedRule: rule, ruleName: rule };
}

/** Index of the option and choice named, or a violation. */
function findChoice(options: readonly StoredOption[], option: string, choice: string): { o: number; c: number } | undefined {
  const o = options.findIndex((x) => x.name === option);
  const c = o < 0 ? -1 : (options[o] as StoredOption).choices.findIndex((x) => x.description === choice || x.value === choice);
  return o >= 0 && c >= 0 ? { o, c } : undefined;
}

function withChoiceMedia(options: StoredOption[], at: { o: number; c: number }, change: (ids: string[]) => string[]): StoredOption[] {
  return options.map((option, o) =>
    o !== at.o
      ? option
      : { ...option, choices: option.choices.map((choice, c) => (c !== at.c ? choice : { ...choice, mediaIds: change(choice.mediaIds ?? []) })) },
  );
}

/** The one option whose choices have media (media go on one option's choices only, as in Wix). */
function optionWithMedia(options: readonly StoredOption[]): string | undefined {
  return options.find((o) => o.choices.some((c) => (c.mediaIds ?? []).length > 0))?.name;
}

function oneOptionOnly(existing: string | undefined, wanted: string): void {
  if (existing !== undefined && existing !== wanted) {
    throw applicationError(
      400,
      'MEDIA_ON_ANOTHER_OPTION',
      'Choice media belong to one option',
      `Choices of "${existing}" already have media; remove them before giving media to choices of "${wanted}"`,
    );
  }
}

/** Adds media items to a product (appended in order); items with a choice are also linked to it. */
export async function addProductMedia(deps: WriteDeps, siteId: string, productId: string, items: readonly MediaForWrite[]): Promise<void> {
  const violations: FieldViolation[] = [];
  const resolved: { media: StoredMedia; choice?: { option: string; choice: string } }[] = [];
  for (const [i, item] of items.entries()) {
    const path = `media[${i}]`;
    if ((item.mediaId === undefined) === (item.url === undefined)) {
      violations.push(violation(path, 'must have either mediaId or url', 'ONE_OF_ALIGNMENT'));
      continue;
    }
    let media: StoredMedia | undefined;
    if (item.mediaId !== undefined) {
      const uploaded = await findUploadedImage(deps.db, siteId, item.mediaId);
      const image = uploaded ? undefined : await findLibraryImage(item.mediaId);
      if (uploaded) media = uploaded;
      else if (!image) violations.push(violation(`${path}.mediaId`, 'is not a media id of this store'));
      else media = { id: image.id, mediaType: 'image', title: image.id.replace(/\.[a-z0-9]+$/i, ''), url: image.url, width: image.width, height: image.height };
    } else {
      let url: URL | undefined;
      try {
        url = new URL(item.url as string);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
        violations.push(violation(`${path}.url`, 'must be an absolute http(s) URL', 'FORMAT'));
      else
        media = {
          id: randomUUID(),
          mediaType: 'image',
          title: decodeURIComponent(url.pathname.split('/').pop() || url.hostname),
          url: url.href,
          width: 0,
          height: 0,
        };
    }
    if (media) resolved.push({ media, ...(item.choice ? { choice: item.choice } : {}) });
  }
  if (violations.length > 0) throw validationError(violations);
  await inTransaction(deps.db, async (trx) => {
    const product = await lockProduct(trx, siteId, productId);
    const media = [...product.media];
    let options = product.options;
    const linkViolations: FieldViolation[] = [];
    for (const [i, { media: item, choice }] of resolved.entries()) {
      const existing = media.find((m) => m.id === item.id);
      if (!existing) media.push(item);
      if (!choice) continue;
      const at = findChoice(options, choice.option, choice.choice);
      if (!at) {
        linkViolations.push(violation(`media[${i}].choice`, `names no choice "${choice.choice}" of an option "${choice.option}" of this product`));
        continue;
      }
      oneOptionOnly(optionWithMedia(options), (options[at.o] as StoredOption).name);
      options = withChoiceMedia(options, at, (ids) => [...new Set([...ids, item.id])]);
    }
    if (linkViolations.length > 0) throw validationError(linkViolations);
    if (media.length > MAX_PRODUCT_MEDIA)
      throw validationError([violation('media', `would give the product ${media.length} media items; at most ${MAX_PRODUCT_MEDIA}`, 'MAX_SIZE')]);
    await saveMediaColumns(trx, deps, productId, { media, options });
  });
}

/** Removes media items (all of them for an empty list), also from the choices they were linked to. */
export async function removeProductMedia(deps: WriteDeps, siteId: string, productId: string, mediaIds: readonly string[]): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const product = await lockProduct(trx, siteId, productId);
    const removed = new Set(mediaIds.length === 0 ? product.media.map((m) => m.id) : mediaIds);
    const media = product.media.filter((m) => !removed.has(m.id));
    const options = product.options.map((o) => ({
      ...o,
      choices: o.choices.map((c) => (c.mediaIds ? { ...c, mediaIds: c.mediaIds.filter((id) => !removed.has(id)) } : c)),
    }));
    await saveMediaColumns(trx, deps, productId, { media, options });
  });
}

/** Links product media to choices (`link`) or unlinks them (all of a choice's media when no ids are given). */
export async function changeChoiceMedia(
  deps: WriteDeps,
  siteId: string,
  productId: string,
  items: readonly MediaToChoice[],
  mode: 'link' | 'unlink',
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const product = await lockProduct(trx, siteId, productId);
    let options = product.options;
    const violations: FieldViolation[] = [];
    for (const [i, item] of items.entries()) {
      const at = findChoice(options, item.option, item.choice);
      if (!at) {
        violations.push(violation(`media[${i}]`, `names no choice "${item.choice}" of an option "${item.option}" of this product`));
        continue;
      }
      const ids = item.mediaIds ?? [];
      if (mode === 'link') {
        ids.forEach((id, j) => {
          if (!product.media.some((m) => m.id === id)) violations.push(violation(`media[${i}].mediaIds[${j}]`, 'is not a media item of this product'));
        });
        oneOptionOnly(optionWithMedia(options), (options[at.o] as StoredOption).name);
        options = withChoiceMedia(options, at, (current) => [...new Set([...current, ...ids])]);
      } else {
        options = withChoiceMedia(options, at, (current) => (ids.length === 0 ? [] : current.filter((id) => !ids.includes(id))));
      }
    }
    if (violations.length > 0) throw validationError(violations);
    await saveMediaColumns(trx, deps, productId, { options });
  });
}

/** Puts a product's media in the order of `mediaIds`, which must name each of its media items once (Wix's v1 API has no call for it). */
export async function reorderProductMedia(deps: WriteDeps, siteId: string, productId: string, mediaIds: readonly string[]): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const product = await lockProduct(trx, siteId, productId);
    const byId = new Map(product.media.map((m) => [m.id, m]));
    const violations: FieldViolation[] = [];
    const seen = new Set<string>();
    mediaIds.forEach((id, i) => {
      if (!byId.has(id)) violations.push(violation(`mediaIds[${i}]`, 'is not a media item of this product'));
      else if (seen.has(id)) violations.push(violation(`mediaIds[${i}]`, 'names a media item given before'));
      seen.add(id);
    });
    const missing = product.media.filter((m) => !seen.has(m.id)).map((m) => m.id);
    if (violations.length === 0 && missing.length > 0)
      violations.push({ ...violation('mediaIds', `must name every media item of the product; missing ${missing.join(', ')}`, 'MIN_SIZE'), data: { missing } });
    if (violations.length > 0) throw validationError(violations);
    await saveMediaColumns(trx, deps, productId, { media: mediaIds.map((id) => byId.get(id) as StoredMedia), options: product.options });
  });
}
