// Creates or edits a product: the form keeps what was typed when the store refuses it and shows each violation at its field; images by upload.
import { useState } from 'react';
import type { Product } from '../../wire/catalog.js';
import { addProductImage, createProduct, getProduct, updateProduct, type ProductInput } from '../api/products-api.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { navigate, notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { ProductFields } from './product-form.js';

/** The form's values of a product (or of a new one). */
function inputOf(product: Product | undefined): ProductInput {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.priceData.price) : '',
    sku: product?.sku ?? '',
    visible: product?.visible ?? true,
    trackInventory: product?.stock.trackInventory ?? false,
    quantity: product?.stock.quantity === undefined ? '' : String(product.stock.quantity),
  };
}

/** True when the product's variants keep their own stock (it has options). */
function hasVariants(product: Product | undefined): boolean {
  return (product?.productOptions.length ?? 0) > 0;
}

/** The form of one product; `product` undefined for a new one. */
function ProductForm({ product, onSaved }: { product: Product | undefined; onSaved: (product: Product) => void }) {
  const texts = t();
  const [values, setValues] = useState(() => inputOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const withStock = !hasVariants(product);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = product ? await updateProduct(product.id, values, withStock) : await createProduct(values);
      setErrors({});
      notify('success', product ? texts.product.saved : texts.product.created);
      onSaved(saved);
    } catch (error) {
      // The typed values stay as they are: only the errors change.
      const found = violationsByField(error, 'product');
      setErrors(found);
      const reason = Object.keys(found).length > 0 ? texts.common.fixFields : reasonOf(error);
      setRefusal(reason);
      notify('error', reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="panel form" noValidate onSubmit={(event) => void submit(event)}>
      {refusal && <p class="form-alert">{refusal}</p>}
      <ProductFields values={values} onValue={(key, value) => setValues((before) => ({ ...before, [key]: value }))} errors={errors} withStock={withStock} />
      {!withStock && <p class="hint">{texts.product.variantsHint}</p>}
      <button type="submit" class="button button-primary" disabled={busy}>
        {busy ? texts.common.saving : texts.common.save}
      </button>
    </form>
  );
}

/** The images of a saved product and the upload of another. */
function ProductImages({ product, onAdded }: { product: Product; onAdded: () => void }) {
  const texts = t().product;
  const [busy, setBusy] = useState(false);
  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      await addProductImage(product.id, file);
      notify('success', texts.uploaded);
      onAdded();
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <section class="panel" aria-labelledby="images-title">
      <h2 id="images-title">{texts.images}</h2>
      {product.media.items.length === 0 ? (
        <p>{texts.noImages}</p>
      ) : (
        <ul class="thumbs">
          {product.media.items.map((item) => (
            <li key={item.id}>{item.image && <img src={item.thumbnail?.url ?? item.image.url} alt={item.title || product.name} width={96} height={96} />}</li>
          ))}
        </ul>
      )}
      <label class="button" aria-disabled={busy ? 'true' : undefined}>
        {busy ? texts.uploading : texts.upload}
        <input
          class="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={busy}
          onChange={(event) => void upload(event.currentTarget as HTMLInputElement)}
        />
      </label>
    </section>
  );
}

/** The variants of a product with options: choices, price, SKU and stock of each. */
function VariantList({ product }: { product: Product }) {
  const texts = t();
  if (!product.variants || product.variants.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="variants-title">
      <h2 id="variants-title">{texts.product.variants}</h2>
      <div class="table-wrap">
        <table class="table">
          <thead>
            <tr>
              <th scope="col">{texts.products.name}</th>
              <th scope="col" class="num">
                {texts.product.price}
              </th>
              <th scope="col">{texts.product.sku}</th>
              <th scope="col" class="num">
                {texts.products.stock}
              </th>
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row">{Object.values(variant.choices).join(' / ')}</th>
                <td class="num">{variant.variant.priceData.formatted.price}</td>
                <td>{variant.variant.sku ?? ''}</td>
                <td class="num">{variant.stock.trackQuantity ? String(variant.stock.quantity ?? 0) : texts.products.notTracked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The page of a new product (`id` undefined) or of an existing one. */
export function ProductPage({ id }: { id: string | undefined }) {
  const texts = t();
  const load = useLoad<Product | undefined>(() => (id ? getProduct(id) : Promise.resolve(undefined)), [id]);
  return (
    <>
      <p class="back">
        <Link to="products">← {texts.product.back}</Link>
      </p>
      <LoadStates load={load}>
        {(product) => (
          <>
            <PageHeading text={product ? texts.product.editTitle(product.name) : texts.product.newTitle} />
            <ProductForm
              key={product?.id ?? 'new'}
              product={product}
              onSaved={(saved) => (product ? load.update(() => saved) : navigate(`products/${saved.id}`))}
            />
            {product && <VariantList product={product} />}
            {product && <ProductImages product={product} onAdded={load.reload} />}
          </>
        )}
      </LoadStates>
    </>
  );
}
