// Merchant API keys: list, create (the secret shown once), revoke.
import { API_KEYS_PATH, type ApiKeyListResponse, type ApiKeyView, type CreateApiKeyResponse } from '../../wire/admin.js';
import { adminHttp } from './admin-client.js';

export type { ApiKeyView } from '../../wire/admin.js';

/** The site's keys. */
export async function listApiKeys(): Promise<ApiKeyView[]> {
  return (await adminHttp().request<ApiKeyListResponse>({ method: 'GET', path: API_KEYS_PATH })).apiKeys;
}

/** Creates a key; `key` is the secret, answered this once. */
export function createApiKey(name: string): Promise<CreateApiKeyResponse> {
  return adminHttp().request({ method: 'POST', path: API_KEYS_PATH, body: { name } });
}

/** Revokes a key. */
export async function revokeApiKey(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${API_KEYS_PATH}/${encodeURIComponent(id)}` });
}
