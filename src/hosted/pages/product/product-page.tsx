// The hosted product page: pictures, options, price and stock, add to cart through the SDK, and the way to the cart's checkout.
import { useEffect, useMemo, useState } from 'react';
import type { SdkProduct } from '../../../sdk/modules/products.js';
import { lineQuantityCap, STORES_APP_ID } from '../../../wire/cart.js';
import type { ProductPageData } from '../../../wire/hosted-pages.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Form } from '../../components/form.js';
import { applicationCode, errorText, type ErrorText } from '../../core/error-text.js';
import { hostedClient } from '../../core/hosted-client.js';
import { adoptMemberSession } from '../../core/member-session.js';
import { navigateTo } from '../../core/navigation.js';
import { useAction } from '../../core/use-action.js';
import { formatMoney } from '../../i18n/format-money.js';
import { messages } from './texts.js';
import { descriptionParagraphs } from './description.js';
import { Gallery } from './gallery.js';
import { OptionChoices } from './option-choices.js';
import { QuantityStepper } from './quantity-stepper.js';
import { catalogOptions, choiceInStock, chosenMediaId, chosenVariant, initialChoice, type Chosen } from '../../../wire/variant-choice.js';

type Load = { status: 'loading' } | { status: 'ready'; product: SdkProduct } | { status: 'missing' } | { status: 'failed'; error: ErrorText };

/** The product page. */
export function ProductPage({ data }: { data: ProductPageData }) {
  const t = messages();
  const client = useMemo(() => hostedClient(data.clientId), [data.clientId]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [member, setMember] = useState(false);
  const [cartCount, setCartCount] = useState<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    client.products.getBySlug(data.slug).then(
      (product) => live && setLoad({ status: 'ready', product }),
      (error: unknown) =>
        live && setLoad(applicationCode(error) === 'PRODUCT_NOT_FOUND' ? { status: 'missing' } : { status: 'failed', error: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // A signed-in member shops with their own cart (the one their other devices see); a visitor with this store's visitor cart.
  useEffect(() => {
    let live = true;
    adoptMemberSession(client)
      .catch(() => false)
      .then(async (signedIn) => {
        if (!live) return;
        setMember(signedIn);
        const cart = await client.cart.getCart();
        if (live) setCartCount(cart.lineItems.reduce((n, line) => n + line.quantity, 0));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (load.status === 'loading') return <ProductSkeleton />;
  if (load.status === 'missing') {
    return (
      <section className="card card-narrow">
        <h1 className="view-heading">{t.product.notFound}</h1>
      </section>
    );
  }
  if (load.status === 'failed') {
    return (
      <section className="card card-narrow">
        <ErrorAlert error={load.error}>
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            {t.common.retry}
          </Button>
        </ErrorAlert>
      </section>
    );
  }
  return <ProductView product={load.product} client={client} member={member} cartCount={cartCount} onCartCount={setCartCount} />;
}

/** Placeholder blocks in the product's layout while it loads (the page keeps its shape). */
function ProductSkeleton() {
  const t = messages();
  return (
    <div className="product" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t.common.loading}
      </p>
      <div className="gallery">
        <div className="gallery-main skeleton" />
      </div>
      <div className="product-info">
        <span className="skeleton skeleton-line skeleton-title" />
        <span className="skeleton skeleton-line skeleton-short" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-button" />
      </div>
    </div>
  );
}

interface ProductViewProps {
  product: SdkProduct;
  client: ReturnType<typeof hostedClient>;
  member: boolean;
  cartCount: number | undefined;
  onCartCount: (count: number) => void;
}

function ProductView({ product, client, member, cartCount, onCartCount }: ProductViewProps) {
  const t = messages();
  const [chosen, setChosen] = useState<Chosen>(() => initialChoice(product));
  const [quantity, setQuantity] = useState(1);
  const [image, setImage] = useState(0);
  const [missing, setMissing] = useState(false);
  const [epoch, setEpoch] = useState(0);
  const [added, setAdded] = useState(false);
  const variant = chosenVariant(product, chosen);
  const complete = product.productOptions.every((o) => chosen[o.name] !== undefined);
  const price = variant?.variant.priceData ?? product.priceData;
  const stock = variant ? variant.stock : product.productOptions.length === 0 ? product.stock : undefined;
  const inStock = complete ? Boolean(variant ? variant.stock.inStock : (stock?.inStock ?? true)) : true;
  const max = lineQuantityCap(stock?.quantity);
  const images = product.media.items.filter((item) => item.image);

  const choose = (option: string, choice: string) => {
    setAdded(false);
    const next = { ...chosen, [option]: choice };
    setChosen(next);
    // A colour (or any choice) with its own picture shows it.
    const mediaId = chosenMediaId(product, { [option]: choice });
    const index = mediaId ? images.findIndex((item) => item.id === mediaId) : -1;
    if (index >= 0) setImage(index);
    const nextStock = chosenVariant(product, next)?.stock.quantity;
    if (nextStock !== undefined && quantity > nextStock) setQuantity(Math.max(1, nextStock));
  };

  const add = useAction(async () => {
    const options = catalogOptions(product, chosen);
    const cart = await client.cart.addToCart({
      lineItems: [{ catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID, ...(options ? { options } : {}) }, quantity }],
    });
    onCartCount(cart.lineItems.reduce((n, line) => n + line.quantity, 0));
    setAdded(true);
  });
  const checkout = useAction(async () => {
    const { checkoutId } = await client.cart.createCheckout({ channelType: 'WEB' });
    const session = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks: { postFlowUrl: location.href } });
    navigateTo(session.fullUrl);
  });

  const submit = () => {
    setAdded(false);
    if (!complete) {
      setMissing(true);
      return setEpoch((e) => e + 1);
    }
    setMissing(false);
    void add.run();
  };

  const discounted = price.discountedPrice < price.price;
  const paragraphs = descriptionParagraphs(product.description);
  return (
    <article className="product" aria-labelledby="product-title">
      <Gallery name={product.name} items={product.media.items} current={image} onShow={setImage} />
      <div className="product-info">
        {product.ribbon && <p className="ribbon">{product.ribbon}</p>}
        <h1 id="product-title" className="view-heading">
          {product.name}
        </h1>
        <p className="price">
          {discounted ? (
            <>
              <span className="visually-hidden">{t.product.wasPrice}</span>
              <s className="price-was">{formatMoney(price.price, price.currency)}</s> <span className="visually-hidden">{t.product.nowPrice}</span>
              <span className="price-now">{formatMoney(price.discountedPrice, price.currency)}</span>
            </>
          ) : (
            <span className="price-now">{formatMoney(price.price, price.currency)}</span>
          )}
        </p>
        <Form onSubmit={submit} busy={add.busy} errorEpoch={epoch} labelledBy="product-title">
          {product.productOptions.map((option) => (
            <OptionChoices
              key={option.name}
              option={option}
              value={chosen[option.name]}
              onChoose={(choice) => choose(option.name, choice)}
              inStock={(choice) => choiceInStock(product, chosen, option.name, choice)}
              missing={missing && chosen[option.name] === undefined}
            />
          ))}
          <p className={`stock${complete && !inStock ? ' stock-out' : ''}${complete ? '' : ' stock-pending'}`} aria-live="polite">
            {!complete
              ? t.product.chooseAll(product.productOptions.filter((o) => chosen[o.name] === undefined).map((o) => o.name))
              : !inStock
                ? t.product.outOfStock
                : stock?.quantity !== undefined && stock.quantity <= 5
                  ? t.product.onlyLeft(stock.quantity)
                  : t.product.inStock}
          </p>
          <QuantityStepper value={quantity} onValue={setQuantity} max={max} />
          {add.error && <ErrorAlert error={add.error} />}
          <Button type="submit" busy={add.busy} busyLabel={t.product.adding} disabled={complete && !inStock} block>
            {complete && !inStock ? t.product.outOfStock : t.product.addToCart}
          </Button>
        </Form>
        <div className="cart-box">
          {added && (
            <Alert tone="success">
              <p>{t.product.added(product.name)}</p>
            </Alert>
          )}
          {cartCount !== undefined && (
            <div className="cart-summary">
              <p>{cartCount > 0 ? t.product.cartSummary(cartCount) : t.product.emptyCart}</p>
              {cartCount > 0 && (
                <Button variant="secondary" busy={checkout.busy} busyLabel={t.product.checkingOut} onClick={() => void checkout.run()}>
                  {t.product.checkout}
                </Button>
              )}
            </div>
          )}
          {member && <p className="muted small">{t.product.signedInAs}</p>}
          {checkout.error && <ErrorAlert error={checkout.error} />}
        </div>
        {paragraphs.length > 0 && (
          <div className="description">
            {paragraphs.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        )}
        {product.additionalInfoSections.map((section) => (
          <details className="info-section" key={section.title}>
            <summary>{section.title}</summary>
            {descriptionParagraphs(section.description).map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </details>
        ))}
      </div>
    </article>
  );
}
