// A loaded product in the buy box: gallery, name, ribbon, price, options, stock, quantity, Add to cart and Buy now.
import { useEffect, useRef, useState } from 'react';
import { lineQuantityCap } from '../../../wire/cart.js';
import type { Product } from '../../../wire/catalog.js';
import { runCommand } from '../../commands.js';
import { useTote } from '../../hooks/use-tote.js';
import { pageMessages } from '../../i18n/index.js';
import { addToCart } from '../../store/cart-actions.js';
import { startCheckout } from '../../store/checkout-return.js';
import { QuantityStepper } from '../shared/quantity-stepper.js';
import { Gallery } from './gallery.js';
import { OptionPicker } from './option-picker.js';
import { PriceTag } from './price-tag.js';
import { useVariantSelection } from './use-variant-selection.js';

/** Stock at or below this shows "Only n left". */
const LOW_STOCK = 5;

/** The buy box of a loaded product. */
export function ProductView({ product }: { product: Product }) {
  const t = pageMessages();
  const { chosen, choose, options, stock, price, variantId, mediaId } = useVariantSelection(product);
  const [image, setImage] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'add' | 'buy'>();
  // What the buy box says under its buttons: an error, or `true` after adding.
  const [note, setNote] = useState<string | true>();
  const checkoutError = useTote((s) => s.checkoutError);
  const checkingOut = useTote((s) => s.checkingOut);
  // This box started the checkout: while the browser goes to the hosted page (until Back restores the page), Buy now stays busy.
  const [leaving, setLeaving] = useState(false);
  const buying = busy === 'buy' || (leaving && checkingOut);
  const root = useRef<HTMLDivElement>(null);
  const items = product.media.items;

  // The chosen colour's picture comes to the front.
  useEffect(() => {
    const i = items.findIndex((m) => m.id === mediaId);
    if (i >= 0) setImage(i);
  }, [mediaId]);

  const soldOut = !product.stock.inStock || stock?.inStock === false;
  const max = lineQuantityCap(stock?.quantity);
  const units = Math.min(quantity, max);
  const state = soldOut ? 'out' : (stock?.quantity ?? 99) <= LOW_STOCK ? 'low' : 'in';

  const buy = async (now: boolean) => {
    const missing = options.find((o) => !chosen[o.name]);
    if (missing) {
      setNote(t.chooseOption(missing.name));
      root.current?.querySelector<HTMLElement>(`[data-option="${CSS.escape(missing.name)}"] :is(select,:enabled)`)?.focus();
      return;
    }
    if (soldOut) return setNote(t.outOfStock);
    if (busy || buying) return;
    setBusy(now ? 'buy' : 'add');
    setLeaving(now);
    setNote(undefined);
    const result = await addToCart({ productId: product.id, variantId, options: chosen, quantity: units, name: product.name });
    if (!result.ok) setNote(result.message);
    else if (now && result.lineId) await startCheckout({ id: result.lineId, quantity: units });
    else setNote(true);
    setBusy(undefined);
  };

  const ribbon = product.ribbon ?? product.ribbons[0]?.text;
  const action = (now: boolean, label: string) => (
    <button
      type="button"
      className="tote-button"
      part={now ? 'buy-now' : 'add-to-cart'}
      data-variant={now ? 'quiet' : undefined}
      aria-disabled={soldOut || !!busy || buying}
      onClick={() => buy(now)}
    >
      {label}
    </button>
  );
  const hasCart = document.querySelector('tote-cart');
  return (
    <div className="buy-box" part="buy-box" ref={root}>
      <div className="media-column">
        {ribbon && (
          <span className="ribbon" part="ribbon">
            {ribbon}
          </span>
        )}
        <Gallery items={items} index={image} onIndex={setImage} name={product.name} />
      </div>
      <div className="details">
        <h2 className="name" part="name">
          {product.name}
        </h2>
        {/* Price and stock follow the chosen options: a polite live region says them again. */}
        <div aria-live="polite" aria-atomic="true">
          <PriceTag price={price} perUnit={product.pricePerUnitData} />
          {(stock || soldOut) && (
            <p className="stock" part="stock" data-state={state}>
              {state === 'out' ? t.outOfStock : state === 'low' ? t.onlyLeft(stock!.quantity!) : t.inStock}
            </p>
          )}
        </div>
        {options.length > 0 && (
          <div className="options" part="options">
            {options.map((option) => (
              <OptionPicker
                key={option.name}
                option={option}
                value={chosen[option.name]}
                onChoose={(choice) => (choose(option.name, choice), setNote(undefined))}
              />
            ))}
          </div>
        )}
        <div className="actions">
          <QuantityStepper value={units} onChange={setQuantity} label={t.quantity} max={max} onLimit={(n) => setNote(t.onlyLeft(n))} />
          {action(false, busy === 'add' ? t.adding : t.addToCart)}
          {action(true, buying ? t.checkingOut : t.buyNow)}
        </div>
        <p className="note" role="alert" part="message">
          {typeof note === 'string' ? note : !busy && checkoutError}
        </p>
        {note === true && (
          <p className="note added" role={hasCart ? undefined : 'status'}>
            {t.addedShort}{' '}
            {hasCart && (
              <button type="button" className="link" onClick={() => runCommand(['open'])}>
                {t.viewCart}
              </button>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
