// Merchant API keys: list, create (the secret shown once), revoke.
import { adminHttp } from './admin-client.js';

/** Path of the API keys. */
const KEYS_PATH = '/tote/v1/api-keys';

/** A key as listed (never its secret). */
export interface ApiKeyView {
  id: string;
  name: string;
  createdDate?: string;
  lastUsedDate?: string | null;
}

/** The site's keys. */
export async function listApiKeys(): Promise<ApiKeyView[]> {
  return (await adminHttp().request<{ apiKeys: ApiKeyView[] }>({ method: 'GET', path: KEYS_PATH })).apiKeys;
}

/** Creates a key; `key` is the secret, answered this once. */
export function createApiKey(name: string): Promise<{ apiKey: ApiKeyView; key: string }> {
  return adminHttp().request({ method: 'POST', path: KEYS_PATH, body: { name } });
}

/** Revokes a key. */
export async function revokeApiKey(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${KEYS_PATH}/${encodeURIComponent(id)}` });
}
