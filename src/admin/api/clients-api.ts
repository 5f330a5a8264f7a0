// The site's OAuth clients and their allowed origins (the script tag's `data-client-id` and where it may run).
import { adminHttp } from './admin-client.js';

/** Path of the OAuth clients. */
const CLIENTS_PATH = '/tote/v1/oauth-clients';

/** An OAuth client as the store answers it. */
export interface OAuthClientView {
  id: string;
  name: string;
  allowedOrigins: string[];
  createdDate: string;
}

/** The site's clients. */
export async function listClients(): Promise<OAuthClientView[]> {
  return (await adminHttp().request<{ clients: OAuthClientView[] }>({ method: 'GET', path: CLIENTS_PATH })).clients;
}

/** Adds (or, with `remove`, removes) allowed origins of a client; answers the changed client. */
export async function changeOrigins(clientId: string, origins: string[], remove: boolean): Promise<OAuthClientView> {
  const path = `${CLIENTS_PATH}/${encodeURIComponent(clientId)}/allowed-origins${remove ? '/delete' : ''}`;
  return (await adminHttp().request<{ client: OAuthClientView }>({ method: 'POST', path, body: { origins } })).client;
}
