// Creates or edits a product: fields, options and their variant grid, images; the form keeps what was typed when the store refuses it and shows each violation at its field.
import { useState, type SubmitEvent } from 'react';
import type { Product } from '../../wire/catalog.js';
import { getProduct, type ProductInput } from '../api/products-api.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { navigate, notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { draftOf, EMPTY_VARIANT, MAX_VARIANT_ROWS, variantCount, variantRows, type ProductDraft, type VariantDraft } from './product-draft.js';
import { ProductFields } from './product-form.js';
import { ChoiceImages } from './product-choice-images.js';
import { imagesOf, ProductImages } from './product-images.js';
import { OptionsEditor } from './product-options-editor.js';
import { saveProduct } from './product-save.js';
import { VariantGrid } from './variant-grid.js';

/** Fields whose change means the prices are written again. */
const PRICE_FIELDS = new Set<keyof ProductInput>(['price', 'compareAt']);

/** The form of one product; `product` undefined for a new one. */
function ProductForm({ product, onSaved }: { product: Product | undefined; onSaved: (product: Product) => void }) {
  const texts = t();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** The product an earlier save created before a later step was refused: the next save changes it. */
  const [createdId, setCreatedId] = useState<string | undefined>();
  const count = variantCount(draft.options);
  const rows = count <= MAX_VARIANT_ROWS ? variantRows(draft.options) : [];
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    const outcome = await saveProduct(product, createdId, draft);
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      notify('success', product ? texts.product.saved : texts.product.created);
      onSaved(outcome.product);
      return;
    }
    // The typed values stay as they are: only the errors change.
    if (!product) setCreatedId(outcome.productId);
    setErrors(outcome.errors);
    const reason = Object.keys(outcome.errors).length > 0 ? texts.common.fixFields : reasonOf(outcome.error);
    setRefusal(reason);
    notify('error', reason);
  };
  const setField = <K extends keyof ProductInput>(key: K, value: ProductInput[K]) =>
    setDraft((before) => ({ ...before, fields: { ...before.fields, [key]: value }, pricesChanged: before.pricesChanged || PRICE_FIELDS.has(key) }));
  const setCell = (rowKey: string, column: keyof VariantDraft, value: string) =>
    setDraft((before) => ({
      ...before,
      variants: { ...before.variants, [rowKey]: { ...(before.variants[rowKey] ?? EMPTY_VARIANT), [column]: value } },
      pricesChanged: before.pricesChanged || column === 'price' || column === 'compareAt',
    }));
  return (
    <form className="panel form form-wide" noValidate onSubmit={(event) => void submit(event)}>
      {refusal && <p className="form-alert">{refusal}</p>}
      <ProductFields values={draft.fields} onValue={setField} errors={errors} withQuantity={rows.length === 0} />
      <OptionsEditor options={draft.options} onOptions={(change) => setDraft((before) => ({ ...before, options: change(before.options) }))} errors={errors} />
      {count > MAX_VARIANT_ROWS && <p className="field-error">{texts.product.tooManyVariants(count, MAX_VARIANT_ROWS)}</p>}
      {rows.length > 0 && <VariantGrid rows={rows} values={draft.variants} onCell={setCell} errors={errors} withStock={draft.fields.trackInventory} />}
      {!product && (
        <ProductImages productId={undefined} images={draft.pendingImages} onImages={(pendingImages) => setDraft((before) => ({ ...before, pendingImages }))} />
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? texts.common.saving : texts.common.save}
      </button>
    </form>
  );
}

/** The images of a saved product and the images tied to its choices: each change goes to the store at once. */
function SavedProductImages({ product }: { product: Product }) {
  const [images, setImages] = useState(() => imagesOf(product));
  return (
    <>
      <ProductImages productId={product.id} images={images} onImages={setImages} />
      <ChoiceImages key={product.lastUpdated} productId={product.id} options={product.productOptions} images={images} />
    </>
  );
}

/** The page of a new product (`id` undefined) or of an existing one. */
export function ProductPage({ id }: { id: string | undefined }) {
  const texts = t();
  const load = useLoad<Product | undefined>(() => (id ? getProduct(id) : Promise.resolve(undefined)), [id]);
  return (
    <>
      <p className="back">
        <Link to="products">← {texts.product.back}</Link>
      </p>
      <LoadStates load={load}>
        {(product) => (
          <>
            <PageHeading text={product ? texts.product.editTitle(product.name) : texts.product.newTitle} />
            <ProductForm
              key={product ? `${product.id} ${product.lastUpdated}` : 'new'}
              product={product}
              onSaved={(saved) => (product ? load.update(() => saved) : navigate(`products/${saved.id}`))}
            />
            {product && <SavedProductImages key={product.id} product={product} />}
          </>
        )}
      </LoadStates>
    </>
  );
}
