// The product form's fields: name, description, prices, cost, SKU, weight, stock, visibility, ribbon, brand and SEO; each shows the server's violation of its field.
import type { ProductInput } from '../api/products-api.js';
import { CheckboxField, TextAreaField, TextField } from '../components/field.js';
import { t } from '../i18n/messages.js';

/** Props of {@link ProductFields}. */
export interface ProductFieldsProps {
  values: ProductInput;
  /** Changes one field (applied to the latest values: two quick inputs both count). */
  onValue: <K extends keyof ProductInput>(key: K, value: ProductInput[K]) => void;
  /** Violations by the field of the wire's `product` (`name`, `priceData.price`, `stock.quantity`, ...) and `compareAt`. */
  errors: Record<string, string>;
  /** False for a product with options: its variants keep their own stock (the grid has it). */
  withQuantity: boolean;
}

/** The fields of the product form. */
export function ProductFields({ values, onValue, errors, withQuantity }: ProductFieldsProps) {
  const texts = t().product;
  const set =
    <K extends keyof ProductInput>(key: K) =>
    (value: ProductInput[K]) =>
      onValue(key, value);
  return (
    <>
      <TextField label={texts.name} name="name" value={values.name} onValue={set('name')} error={errors.name} required />
      <TextAreaField label={texts.description} name="description" value={values.description} onValue={set('description')} error={errors.description} />
      <div className="field-row">
        <TextField
          label={texts.price}
          name="price"
          inputMode="decimal"
          value={values.price}
          onValue={set('price')}
          error={errors['priceData.price'] ?? errors.priceData ?? errors['discount.value']}
        />
        <TextField label={texts.compareAt} name="compareAt" inputMode="decimal" value={values.compareAt} onValue={set('compareAt')} error={errors.compareAt} />
        <TextField
          label={texts.cost}
          name="cost"
          inputMode="decimal"
          value={values.cost}
          onValue={set('cost')}
          error={errors['costAndProfitData.itemCost'] ?? errors.costAndProfitData}
        />
      </div>
      <div className="field-row">
        <TextField label={texts.sku} name="sku" value={values.sku} onValue={set('sku')} error={errors.sku} />
        <TextField label={texts.weight} name="weight" inputMode="decimal" value={values.weight} onValue={set('weight')} error={errors.weight} />
      </div>
      <CheckboxField
        label={texts.trackStock}
        name="trackInventory"
        checked={values.trackInventory}
        onChecked={set('trackInventory')}
        error={errors['stock.trackInventory']}
      />
      {withQuantity && values.trackInventory && (
        <TextField
          label={texts.quantity}
          name="quantity"
          inputMode="numeric"
          value={values.quantity}
          onValue={set('quantity')}
          error={errors['stock.quantity'] ?? errors.stock}
        />
      )}
      <CheckboxField label={texts.visible} name="visible" checked={values.visible} onChecked={set('visible')} error={errors.visible} />
      <div className="field-row">
        <TextField label={texts.ribbon} hint={texts.ribbonHint} name="ribbon" value={values.ribbon} onValue={set('ribbon')} error={errors.ribbon} />
        <TextField label={texts.brand} name="brand" value={values.brand} onValue={set('brand')} error={errors.brand} />
      </div>
      <fieldset>
        <legend>{texts.seo}</legend>
        <TextField label={texts.seoTitle} hint={texts.seoTitleHint} name="seoTitle" value={values.seoTitle} onValue={set('seoTitle')} error={errors.seoData} />
        <TextAreaField label={texts.seoDescription} name="seoDescription" rows={2} value={values.seoDescription} onValue={set('seoDescription')} />
        <TextField label={texts.slug} hint={texts.slugHint} name="slug" value={values.slug} onValue={set('slug')} error={errors.slug} />
      </fieldset>
    </>
  );
}
