// tote-shop/react: a provider, Tote's elements as React components and hooks over the page's store, for React 18 and 19 apps (SSR-safe).
export { BuyBox, Cart, Login, ProductGrid, type BuyBoxProps, type ElementComponentProps, type ProductGridProps } from './components.js';
export { useCart, useMember, useTote, type AddToCartInput, type CartApi, type MemberApi, type MemberInfo } from './hooks.js';
export { ToteProvider, type ToteProviderProps } from './provider.js';
export type { ToteTheme } from './theme.js';
