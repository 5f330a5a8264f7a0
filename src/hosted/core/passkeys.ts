// Passkey ceremonies of the hosted pages with @simplewebauthn/browser: create one on the account page, sign a login's challenge.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** Signs a login's challenge (the request options JSON of REQUIRE_MFA); the credential as the JSON string the store verifies. */
export async function passkeyAssertion(requestOptionsJson: string): Promise<string> {
  const optionsJSON = JSON.parse(requestOptionsJson) as PublicKeyCredentialRequestOptionsJSON;
  return JSON.stringify(await startAuthentication({ optionsJSON }));
}

/** Creates a passkey with the store's creation options; the credential as the JSON string the store verifies. */
export async function passkeyRegistration(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<string> {
  return JSON.stringify(await startRegistration({ optionsJSON }));
}
