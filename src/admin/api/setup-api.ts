// The set-up in the browser: whether the store still waits for its owner, and the one call that claims it with the set-up code.
import { SETUP_PATH, type SetupRequest, type SetupResponse, type SetupStatus } from '../../wire/setup.js';
import { adminHttp } from './admin-client.js';

export type { SetupRequest, SetupResponse, ShippingPreset } from '../../wire/setup.js';

/** True while the store has no owner (the set-up link works). */
export async function setupOpen(): Promise<boolean> {
  return (await adminHttp().request<SetupStatus>({ method: 'GET', path: SETUP_PATH })).open;
}

/** Sets the store up; the owner is signed in (the session cookie is set) and the answer carries the session's CSRF token. */
export function claimSetup(input: SetupRequest): Promise<SetupResponse> {
  return adminHttp().request<SetupResponse>({ method: 'POST', path: SETUP_PATH, body: input });
}
