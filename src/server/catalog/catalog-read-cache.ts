// Answers of catalog reads kept under the site's catalog version: a read costs one small query while the catalog is unchanged.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { memoOf } from '../db/revision-memo.js';
import { JsonText } from '../http/json-text.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { readCatalogVersion } from './catalog-version.js';

/** Name of the memo of catalog answers. */
const MEMO = 'catalog-read';

/** Most answers kept, and most bytes (keys and bodies) they take; the least recently used go first. */
const MAX_ANSWERS = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** Everything an answer depends on besides the catalog rows and the request: the site, currency, caller kind and URL. */
function viewerKey(viewer: CatalogViewer): string {
  const caller = viewer.merchant ? (viewer.merchantData ? 'merchant-data' : 'merchant') : 'shopper';
  return `${viewer.siteId}\u0001${viewer.currency}\u0001${viewer.digits}\u0001${caller}\u0001${viewer.publicUrl}`;
}

/**
 * The JSON answer of a catalog read, kept under (site's catalog version, viewer, request). The version is read first;
 * `compute` then reads the rows, which are at least that new (a change commits with a new version), so an answer found
 * under the version read is never older than the catalog it names. `request` must name everything else the answer
 * depends on (route form and normalized parameters). Errors are not kept. Inside a transaction nothing is kept or
 * looked up (its reads may be its own uncommitted writes).
 */
export async function catalogAnswer(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  request: string,
  compute: () => Promise<string | Uint8Array>,
): Promise<JsonText> {
  const memo = memoOf<Uint8Array>(db, MEMO, { maxEntries: MAX_ANSWERS, maxWeight: MAX_BYTES });
  if (!memo) return new JsonText(await compute());
  const version = await readCatalogVersion(db, viewer.siteId);
  const key = `${version}\u0001${viewerKey(viewer)}\u0001${request}`;
  const kept = memo.get(key);
  if (kept) return new JsonText(kept);
  const computed = await compute();
  const body = typeof computed === 'string' ? Buffer.from(computed) : computed;
  memo.set(key, body, key.length + body.length);
  return new JsonText(body);
}
