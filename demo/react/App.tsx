// An example of tote-shop/react in a React app (Vite, Next.js ...): the provider, a buy box, the cart, sign-in, and hooks over the
// same store. tests/package/browser-package.test.ts type-checks and builds it in a fresh Vite + React 19 app.
import { BuyBox, Cart, Login, ToteProvider, useCart, useMember, useTote } from 'tote-shop/react';
import { useEffect, useState } from 'react';

/** The cart's count and total, from the store the elements share; a button that adds without a buy box. */
function CartSummary() {
  const { itemCount, subtotal, currency, addToCart, open } = useCart();
  return (
    <p>
      {itemCount} in the cart ({subtotal} {currency}){' '}
      <button type="button" onClick={() => void addToCart({ product: 'canvas-cap' }).catch((error: Error) => alert(error.message))}>
        Add a cap
      </button>{' '}
      <button type="button" onClick={open}>
        Open the cart
      </button>
    </p>
  );
}

/** The member's greeting. */
function Greeting() {
  const { member, ready } = useMember();
  return <p>{ready ? (member ? `Hello, ${member.name}` : 'Welcome, visitor') : ' '}</p>;
}

/** A product count read with the SDK client (the page's visitor tokens). */
function CatalogSize() {
  const tote = useTote();
  const [count, setCount] = useState<number>();
  useEffect(() => {
    void tote.products
      .query()
      .find()
      .then((page) => setCount(page.totalCount ?? page.items.length));
  }, [tote]);
  return <p>{count === undefined ? 'Counting products…' : `${count} products in the shop`}</p>;
}

/** The shop's page: one provider, then Tote's components anywhere below it. */
export function App({ store = 'http://localhost:8787' }: { store?: string }) {
  return (
    <ToteProvider store={store} clientId="demo" locale="en-US" theme={{ accent: '#0f766e', radius: '6px' }}>
      <header>
        <Login />
        <Cart />
      </header>
      <main>
        <Greeting />
        <BuyBox product="classic-tee" className="buy-box" />
        <CartSummary />
        <CatalogSize />
      </main>
    </ToteProvider>
  );
}
