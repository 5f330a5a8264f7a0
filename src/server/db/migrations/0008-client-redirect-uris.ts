// Migration 0008: exact redirect URIs per OAuth client, and the allowed redirect domains that keep origin matching where a client asks for it.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `redirect_uris` are compared exactly (RFC 9700 §4.1.3; any port for a loopback address). `allowed_redirect_domains`
 * lists origins under which any path may be a redirect URI, as Wix's "allowed redirect domains" do: what a script-tag
 * client needs, whose shoppers sign in from any page of the shop. Clients made before this migration matched redirect
 * URIs by their allowed origins; they keep that behaviour through their allowed redirect domains.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table oauth_clients add column redirect_uris text[] not null default '{}';
    alter table oauth_clients add column allowed_redirect_domains text[] not null default '{}';
    update oauth_clients set allowed_redirect_domains = allowed_origins;
  `.execute(db);
}
