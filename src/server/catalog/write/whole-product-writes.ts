// Whole-product writes for imports: a product with every variant's values and stock and its images, by slug, in a few statements.
import { optionalProductColumns } from './product-columns.js';
import { randomUUID } from 'node:crypto';
import type { FieldViolation } from '../../../wire/errors.js';
import type { StoredMedia, StoredOption } from '../../db/catalog-tables.js';
import { applicationError, fieldError, validationError } from '../../http/http-error.js';
import { findUploadedImage } from '../../media/index.js';
import { readSelection } from '../choice-selection.js';
import { variantInStock } from '../inventory.js';
import { discountedMinor } from '../pricing.js';
import { loaded, productRelations, type LoadedProduct, type ProductRow, type VariantRow } from '../product-rows.js';
import { amountToMinor, productChanges, weightDecimal, type ProductInput } from './product-input.js';
import { duplicateSlug, inTransaction, isUniqueViolation } from './product-store.js';
import { queueProductEvent } from './catalog-events.js';
import { CatalogEventType } from '../../../wire/events.js';
import type { WriteDeps } from './product-writes.js';
import { planVariants, sameChoices } from './variant-plan.js';

/** Most media items one product keeps (as media-writes.ts). */
const MAX_PRODUCT_MEDIA = 100;

/** A variant as an import gives it (wire units): its choices, its own values (managed variants only) and its stock. */
export interface WholeVariantInput {
  choices: Record<string, string>;
  price?: number | null;
  cost?: number | null;
  weight?: number | null;
  sku?: string | null;
  visible?: boolean;
  quantity?: number | null;
  inStock?: boolean;
  /** A "was" price of this variant alone (Shopify's per-variant compare-at), kept for export only. */
  compareAtPrice?: number | null;
}

/** An image by absolute http(s) URL or by the id of a file uploaded to the site, shown for some choices (all of one option). */
export type WholeMediaInput = ({ url: string } | { mediaId: string }) & { altText?: string; choices?: { option: string; choice: string }[] };

/** A whole product: the create/update body (with its slug), variants by choices, and all its images (absent: kept). */
export interface WholeProductInput {
  product: ProductInput & { slug: string };
  variants?: readonly WholeVariantInput[];
  media?: readonly WholeMediaInput[];
  /** Shopify's product Type (absent: kept; null clears). */
  type?: string | null;
  /** Shopify's Tags (absent: kept). */
  tags?: readonly string[];
}

/** A variant row as this write leaves it. */
type VariantValues = Omit<VariantRow, 'site_id' | 'product_id'>;

function violation(field: string, description: string, rule: FieldViolation['violatedRule'] = 'VALIDATION'): FieldViolation {
  return { field, description, violatedRule: rule, ruleName: rule };
}

/** The uploaded file of each wanted image given by media id (undefined for URLs and unknown ids); read before the transaction. */
async function uploadedMedia(deps: WriteDeps, siteId: string, wanted: readonly WholeMediaInput[] | undefined): Promise<(StoredMedia | undefined)[]> {
  return Promise.all((wanted ?? []).map((item) => ('mediaId' in item ? findUploadedImage(deps.db, siteId, item.mediaId) : undefined)));
}

/**
 * The stored media for the wanted images: an image already stored under the same URL (or the same uploaded file)
 * keeps its id (and its facts); `uploaded` holds the file of each item given by media id.
 */
function mediaOf(
  wanted: readonly WholeMediaInput[],
  uploaded: readonly (StoredMedia | undefined)[],
  existing: readonly StoredMedia[],
  violations: FieldViolation[],
): StoredMedia[] {
  return wanted.flatMap((item, i) => {
    if ('mediaId' in item) {
      const file = uploaded[i];
      if (!file) violations.push(violation(`media[${i}].mediaId`, 'is not a media id of this store'));
      return file ? [withAltText(existing.find((m) => m.id === file.id) ?? file, item.altText)] : [];
    }
    let url: URL | undefined;
    try {
      url = new URL(item.url);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      violations.push(violation(`media[${i}].url`, 'must be an absolute http(s) URL', 'FORMAT'));
      return [];
    }
    const kept = existing.find((m) => m.url === url.href);
    return [
      withAltText(
        kept ?? {
          id: randomUUID(),
          mediaType: 'image',
          title: decodeURIComponent(url.pathname.split('/').pop() || url.hostname),
          url: url.href,
          width: 0,
          height: 0,
        },
        item.altText,
      ),
    ];
  });
}

/** The image with the alt text given for it (an image given without one keeps what it had). */
function withAltText(media: StoredMedia, altText: string | undefined): StoredMedia {
  return altText ? { ...media, altText } : media;
}

/** The options with each choice's media ids from the wanted links; links go to one option's choices only (as in Wix). */
function linkChoiceMedia(
  options: readonly StoredOption[],
  wanted: readonly WholeMediaInput[],
  media: readonly StoredMedia[],
  violations: FieldViolation[],
): StoredOption[] {
  const links = new Map<string, string[]>();
  let linkedOption: string | undefined;
  wanted.forEach((item, i) =>
    (item.choices ?? []).forEach((link, j) => {
      const option = options.find((o) => o.name === link.option);
      const choice = option?.choices.find((c) => c.description === link.choice || c.value === link.choice);
      const id = media[i]?.id;
      if (!option || !choice) {
        violations.push(violation(`media[${i}].choices[${j}]`, `names no choice "${link.choice}" of an option "${link.option}" of this product`));
        return;
      }
      if (linkedOption !== undefined && linkedOption !== option.name) {
        throw applicationError(
          400,
          'MEDIA_ON_ANOTHER_OPTION',
          'Choice media belong to one option',
          `Choices of "${linkedOption}" already have media; media cannot also go to choices of "${option.name}"`,
        );
      }
      linkedOption = option.name;
      const key = `${option.name}\u0000${choice.description}`;
      if (id) links.set(key, [...new Set([...(links.get(key) ?? []), id])]);
    }),
  );
  return options.map((o) => ({
    ...o,
    choices: o.choices.map(({ mediaIds: _mediaIds, ...c }) => {
      const ids = links.get(`${o.name}\u0000${c.description}`);
      return ids ? { ...c, mediaIds: ids } : c;
    }),
  }));
}

/** Options keeping the choice media of the options they replace (same option and choice names), as updates do. */
function keepChoiceMedia(next: readonly StoredOption[], previous: readonly StoredOption[]): StoredOption[] {
  return next.map((option) => {
    const before = previous.find((o) => o.name === option.name);
    return {
      ...option,
      choices: option.choices.map((choice) => {
        const mediaIds = before?.choices.find((c) => c.description === choice.description)?.mediaIds;
        return mediaIds && mediaIds.length > 0 ? { ...choice, mediaIds } : choice;
      }),
    };
  });
}

/** Same stored values (weights compared as numbers: they may be read through JSON). */
function sameVariant(a: VariantValues, b: VariantValues): boolean {
  const weight = (w: string | number | null) => (w === null ? null : Number(w));
  return (
    sameChoices(a.choices, b.choices) &&
    a.price === b.price &&
    a.cost === b.cost &&
    weight(a.weight) === weight(b.weight) &&
    a.sku === b.sku &&
    a.visible === b.visible &&
    a.quantity === b.quantity &&
    a.in_stock === b.in_stock &&
    (a.compare_at_price ?? null) === (b.compare_at_price ?? null) &&
    a.position === b.position
  );
}

/**
 * Creates the site's product with this slug, or updates it to match: the same checks as the create, update, variant,
 * stock and media calls (product body, amounts, choices, managed variants, image URLs, choice media of one option),
 * in one transaction of a few statements (one insert or update of the product, one upsert of its variants).
 * Variants follow the options as in every write: kept when their choices survive, new ones with the product's stock.
 */
export async function writeWholeProduct(deps: WriteDeps, siteId: string, input: WholeProductInput, digits: number): Promise<{ id: string; created: boolean }> {
  const changes = productChanges(input.product, digits);
  const slug = input.product.slug;
  const now = deps.clock();
  const uploaded = await uploadedMedia(deps, siteId, input.media);
  try {
    return await inTransaction(deps.db, async (trx) => {
      // A new product (the usual case of a first import) costs one small lookup; an existing one is locked and loaded.
      const match = await trx.selectFrom('products').select('id').where('site_id', '=', siteId).where('slug', '=', slug).executeTakeFirst();
      const found =
        match &&
        (await trx
          .selectFrom('products')
          .selectAll('products')
          .select((eb) => productRelations(eb))
          .where('products.id', '=', match.id)
          .forUpdate()
          .executeTakeFirst());
      const existing: LoadedProduct | undefined = found ? loaded(found as ProductRow & { variants: VariantRow[] }) : undefined;
      const name = changes.name ?? existing?.name;
      const price = changes.price ?? existing?.price;
      if (name === undefined) throw fieldError('product.name', 'is required', 'REQUIRED_FIELD');
      if (price === undefined) throw fieldError('product.priceData.price', 'is required', 'REQUIRED_FIELD');
      const violations: FieldViolation[] = [];
      const track = changes.stock?.trackInventory ?? existing?.track_inventory ?? false;
      const manage = changes.manage_variants ?? existing?.manage_variants ?? false;
      const discountType = changes.discount_type ?? existing?.discount_type ?? 'NONE';
      const discountValue = changes.discount_value ?? existing?.discount_value ?? '0';
      let options = changes.options ? (existing ? keepChoiceMedia(changes.options, existing.options) : changes.options) : (existing?.options ?? []);
      let media = existing?.media ?? [];
      if (input.media) {
        media = mediaOf(input.media, uploaded, existing?.media ?? [], violations);
        if (media.length > MAX_PRODUCT_MEDIA)
          violations.push(violation('media', `would give the product ${media.length} media items; at most ${MAX_PRODUCT_MEDIA}`, 'MAX_SIZE'));
        options = linkChoiceMedia(options, input.media, media, violations);
      }

      // Variants follow the options; product-level stock applies to all of them, as the update call applies it.
      const plan = planVariants(options, existing?.variants ?? []);
      const variants: VariantValues[] = [
        ...plan.keep.map(({ variant: { site_id: _s, product_id: _p, ...kept }, position }) => ({ ...kept, position })),
        ...plan.create.map((v) => ({
          id: v.id,
          choices: v.choices,
          price: null,
          cost: null,
          weight: null,
          sku: null,
          visible: true,
          quantity: track ? (changes.stock?.quantity ?? 0) : null,
          in_stock: changes.stock?.inStock ?? true,
          compare_at_price: null,
          position: v.position,
        })),
      ].sort((a, b) => a.position - b.position);
      for (const v of variants) {
        if (track && changes.stock?.quantity !== undefined && changes.stock.quantity !== null) v.quantity = changes.stock.quantity;
        if (track && v.quantity === null) v.quantity = 0;
        if (changes.stock?.inStock !== undefined) v.in_stock = changes.stock.inStock;
        // Without managed variants every variant sells at the product's price, cost, weight and SKU.
        if (!manage) Object.assign(v, { price: null, cost: null, weight: null, sku: null });
      }
      for (const [i, given] of (input.variants ?? []).entries()) {
        const path = `variants[${i}]`;
        const { checked, violations: unknown } = readSelection(options, given.choices, `${path}.choices`);
        violations.push(...unknown);
        const variant = unknown.length === 0 ? variants.find((v) => sameChoices(v.choices, { ...checked })) : undefined;
        if (!variant) {
          if (unknown.length === 0) violations.push(violation(`${path}.choices`, 'names no variant of this product: give one choice of every option'));
          continue;
        }
        const own =
          given.price !== undefined || given.cost !== undefined || given.weight !== undefined || given.sku !== undefined || given.visible !== undefined;
        if (own && !manage)
          throw applicationError(
            400,
            'VARIANTS_NOT_MANAGED',
            'Variants are not managed',
            'Set product.manageVariants to true before giving variants their own price, cost, weight or SKU',
          );
        if (given.price !== undefined) variant.price = given.price === null ? null : amountToMinor(given.price, digits, `${path}.price`, violations);
        if (given.cost !== undefined) variant.cost = given.cost === null ? null : amountToMinor(given.cost, digits, `${path}.cost`, violations);
        if (given.weight !== undefined) variant.weight = given.weight === null ? null : weightDecimal(given.weight);
        if (given.sku !== undefined) variant.sku = given.sku === null || given.sku.trim() === '' ? null : given.sku.trim();
        if (given.visible !== undefined) variant.visible = given.visible;
        if (given.quantity !== undefined && given.quantity !== null) variant.quantity = given.quantity;
        if (given.inStock !== undefined) variant.in_stock = given.inStock;
        if (given.compareAtPrice !== undefined)
          variant.compare_at_price =
            given.compareAtPrice === null ? null : (amountToMinor(given.compareAtPrice, digits, `${path}.compareAtPrice`, violations) ?? null);
      }
      if (violations.length > 0) throw validationError(violations);

      const values = {
        name,
        slug,
        price,
        discounted_price: discountedMinor(price, discountType, discountValue),
        discount_type: discountType,
        discount_value: discountValue,
        track_inventory: track,
        in_stock: variants.some((v) => variantInStock(track, v)),
        manage_variants: manage,
        options: JSON.stringify(options),
        media: JSON.stringify(media),
        last_updated: now,
        ...optionalProductColumns(changes),
        ...(input.type !== undefined ? { item_type: input.type === null || input.type.trim() === '' ? null : input.type.trim() } : {}),
        ...(input.tags !== undefined ? { tags: JSON.stringify(input.tags) } : {}),
      };
      const id = existing?.id ?? randomUUID();
      if (existing) {
        await trx.updateTable('products').set(values).where('id', '=', id).execute();
      } else {
        await trx
          .insertInto('products')
          .values({
            description: '',
            sku: null,
            product_type: 'physical',
            visible: true,
            cost: null,
            weight: null,
            brand: null,
            ribbon: null,
            additional_info: '[]',
            price_per_unit: 'null',
            seo: 'null',
            ...values,
            id,
            site_id: siteId,
            created_date: now,
          })
          .execute();
      }
      if (plan.remove.length > 0) await trx.deleteFrom('variants').where('product_id', '=', id).where('id', 'in', plan.remove).execute();
      const before = new Map((existing?.variants ?? []).map((v) => [v.id, v]));
      const changed = variants.filter((v) => {
        const old = before.get(v.id);
        return !old || !sameVariant(old, v);
      });
      if (changed.length > 0) {
        await trx
          .insertInto('variants')
          .values(changed.map((v) => ({ ...v, choices: JSON.stringify(v.choices), site_id: siteId, product_id: id })))
          .onConflict((oc) =>
            oc.columns(['product_id', 'id']).doUpdateSet((eb) => ({
              choices: eb.ref('excluded.choices'),
              price: eb.ref('excluded.price'),
              cost: eb.ref('excluded.cost'),
              weight: eb.ref('excluded.weight'),
              sku: eb.ref('excluded.sku'),
              visible: eb.ref('excluded.visible'),
              quantity: eb.ref('excluded.quantity'),
              in_stock: eb.ref('excluded.in_stock'),
              compare_at_price: eb.ref('excluded.compare_at_price'),
              position: eb.ref('excluded.position'),
            })),
          )
          .execute();
      }
      await queueProductEvent(trx, deps, existing ? CatalogEventType.PRODUCT_CHANGED : CatalogEventType.PRODUCT_CREATED, id, now);
      return { id, created: !existing };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(slug, 'product');
    throw error;
  }
}
