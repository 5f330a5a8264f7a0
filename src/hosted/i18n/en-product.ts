// English texts of the product page (only the pages that use them load them).

/** English texts of the product page. */
export const enProduct = {
  product: {
    quantity: 'Quantity',
    decrease: 'One less',
    increase: 'One more',
    addToCart: 'Add to cart',
    adding: 'Adding…',
    added: (name: string) => `${name} is in your cart.`,
    outOfStock: 'Out of stock',
    unavailable: 'This combination isn’t available.',
    onlyLeft: (n: number) => `Only ${n} left`,
    inStock: 'In stock',
    choose: (option: string) => `Choose ${option.toLowerCase()}`,
    chooseAll: (options: string[]) => `Choose ${new Intl.ListFormat('en', { type: 'conjunction' }).format(options.map((o) => o.toLowerCase()))}.`,
    selected: (option: string, choice: string) => `${option}: ${choice}`,
    cartSummary: (n: number) => (n === 1 ? '1 item in your cart' : `${n} items in your cart`),
    emptyCart: 'Your cart is empty',
    checkout: 'Check out',
    checkingOut: 'Opening checkout…',
    signedInAs: 'Signed in: items go to your account’s cart.',
    imageOf: (name: string, n: number, total: number) => `${name}, image ${n} of ${total}`,
    showImage: (n: number) => `Show image ${n}`,
    wasPrice: 'Regular price',
    nowPrice: 'Sale price',
    notFound: 'We can’t find this product. It may have been removed.',
  },
};
