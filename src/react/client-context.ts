// The SDK client <ToteProvider> gives the hooks below it (useTote()).
import { createContext, type Context } from 'react';
import type { ToteClient } from '../sdk/client.js';

/** The provider's SDK client (undefined outside a provider). */
export const ToteClientContext: Context<ToteClient | undefined> = createContext<ToteClient | undefined>(undefined);
