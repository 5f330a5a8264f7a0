// OAuth token shapes: the /oauth2/token request and answer, and the token set a client keeps.
import type { TokenRole } from './enums.js';

/** POST /oauth2/token for visitor tokens (a new anonymous visitor). */
export interface AnonymousTokenRequest {
  clientId: string;
  grantType: 'anonymous';
}

/** POST /oauth2/token to renew the access token (RFC 6749 §6). */
export interface RefreshTokenRequest {
  clientId: string;
  grantType: 'refresh_token';
  refreshToken: string;
}

/** POST /oauth2/token to exchange an authorization code for member tokens (RFC 6749 §4.1.3, RFC 7636 §4.5). */
export interface AuthorizationCodeTokenRequest {
  clientId: string;
  grantType: 'authorization_code';
  redirectUri?: string;
  code: string;
  codeVerifier: string;
}

/** Every token request the store answers. */
export type TokenRequest = AnonymousTokenRequest | RefreshTokenRequest | AuthorizationCodeTokenRequest;

/** The answer of every grant (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  /** Lifetime of the access token in seconds. */
  expires_in: number;
  refresh_token: string;
  token_type?: string;
}

/** An access token and when it expires. */
export interface AccessToken {
  value: string;
  /** Expiry in seconds since the epoch (0 when there is no token). */
  expiresAt: number;
}

/** A refresh token and whose it is. */
export interface RefreshToken {
  value: string;
  role: TokenRole;
}

/** What a client keeps per client id: the access token and the refresh token. */
export interface TokenSet {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}
