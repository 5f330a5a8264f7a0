// The signed-in member's second factors: list, set up an authenticator app or a passkey, remove, new recovery codes.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { HostedClient } from '../core/hosted-client.js';
import type { ActivateFactorResponse, ListFactorsResponse, RecoveryCodesResponse, StartTotpResponse } from '../../wire/identity.js';

const FACTORS = '/_api/iam/authentication/v2/factors';

/** The factor calls of the account page. */
export interface FactorsApi {
  list(): Promise<ListFactorsResponse>;
  startTotp(): Promise<StartTotpResponse>;
  startPasskey(): Promise<{ factorId: string; options: PublicKeyCredentialCreationOptionsJSON }>;
  /** Turns a pending factor on with the app's code or the passkey's credential JSON. */
  activate(factorId: string, answer: { code: string } | { credential: string }): Promise<ActivateFactorResponse>;
  remove(factorId: string, currentPassword: string): Promise<void>;
  newRecoveryCodes(currentPassword: string): Promise<RecoveryCodesResponse>;
}

/** The factor calls of a client (the member's access token goes along; no cookie, so no CSRF token is needed). */
export function factorsApi(client: HostedClient): FactorsApi {
  const post = <T>(path: string, body: unknown = {}) => client.core.http.request<T>({ method: 'POST', path, body });
  return {
    list: () => client.core.http.request<ListFactorsResponse>({ method: 'GET', path: FACTORS }),
    startTotp: () => post(`${FACTORS}/totp`),
    startPasskey: () => post(`${FACTORS}/webauthn`),
    activate: (factorId, answer) => post(`${FACTORS}/${encodeURIComponent(factorId)}/activate`, answer),
    remove: async (factorId, currentPassword) => void (await post(`${FACTORS}/${encodeURIComponent(factorId)}/remove`, { currentPassword })),
    newRecoveryCodes: (currentPassword) => post('/_api/iam/authentication/v2/recovery-codes', { currentPassword }),
  };
}
