// The public surface of the server's auth: what other parts of the server import from it (only from here: .oxlintrc.json).
export { AccessTokens } from './access-token.js';
export { API_KEY_PREFIX, createApiKey, liveApiKey, revokeApiKey } from './api-keys.js';
export { type Caller, CallerResolver, type MerchantCaller, type ShopperCaller } from './caller.js';
export { digest, randomSecret } from './hashing.js';
export { merchantOnly, merchantSite } from './merchant-only.js';
export { createRefreshToken, purgeRefreshTokens, redeemRefreshToken } from './refresh-tokens.js';
export { registerApiKeyRoutes } from './routes/api-key-routes.js';
export { SessionRevocations } from './session-revocations.js';
export { SigningKeys } from './signing-keys.js';
export { secretToStore, storedSecret } from './stored-secret.js';
export { newTotpSecret, stepOfCode, totpUrl } from './totp-codes.js';
