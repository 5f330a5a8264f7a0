// OAuth clients: the site each belongs to, the origins it registered and where it may send users back.
import type { AppContext } from '../context.js';

/** An OAuth client as the server uses it. */
export interface OAuthClient {
  id: string;
  siteId: string;
  name: string;
  allowedOrigins: string[];
  /** Redirect URIs registered exactly (RFC 9700 §4.1.3). */
  redirectUris: string[];
  /** Origins under which any path is a redirect URI (Wix's "allowed redirect domains"). */
  redirectDomains: string[];
  /** The store's own origin (PUBLIC_URL's), which counts as registered for every client: the store's hosted pages are clients too. */
  storeOrigin?: string;
}

/** The client with this id, or undefined. */
export async function loadClient(ctx: Pick<AppContext, 'db' | 'config'>, clientId: string): Promise<OAuthClient | undefined> {
  const row = await ctx.db
    .selectFrom('oauth_clients')
    .select(['id', 'site_id', 'name', 'allowed_origins', 'redirect_uris', 'allowed_redirect_domains'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      siteId: row.site_id,
      name: row.name,
      allowedOrigins: row.allowed_origins,
      redirectUris: row.redirect_uris,
      redirectDomains: row.allowed_redirect_domains,
      storeOrigin: new URL(ctx.config.publicUrl).origin,
    }
  );
}
