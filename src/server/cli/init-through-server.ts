// `tote init` beside a running PGlite server: the shop made by the server's set-up API, with the code of the data folder's set-up link.
import { HttpError } from '../http/http-error.js';
import type { NewSite, NewSiteInput } from '../site/index.js';
import { codeOfLink } from '../setup/index.js';
import { SETUP_PATH, type SetupRequest, type SetupResponse } from '../../wire/setup.js';
import type { ErrorEnvelope } from '../../wire/errors.js';

/** The running store refused the shop, or could not be reached: one line to print. */
export class InitRefused extends Error {
  override readonly name = 'InitRefused';
}

/**
 * Makes the shop through the running store named by the set-up link (its origin, so the script tag names the port the
 * server really listens on). Field violations come back as the HttpError the direct path throws; any other refusal
 * (the store has an owner already, a replaced code, the server unreachable) is an {@link InitRefused} with one line to print.
 */
export async function createSiteThroughServer(setupLink: string, input: NewSiteInput): Promise<NewSite> {
  const code = codeOfLink(setupLink);
  if (!code) throw new InitRefused(`The set-up link in the data folder has no code: ${setupLink.split('#')[0]}`);
  const url = new URL(SETUP_PATH, setupLink);
  const body: SetupRequest = {
    code,
    owner: { email: input.ownerEmail, password: input.ownerPassword },
    name: input.name,
    currency: input.currency,
    origins: input.origins,
    apiKey: true,
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    ...(input.country !== undefined ? { country: input.country } : {}),
  };
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    throw new InitRefused(`The running store at ${url.origin} could not be reached (${error instanceof Error ? error.message : String(error)}).`);
  }
  const answer = (await response.json().catch(() => ({}))) as SetupResponse & Partial<ErrorEnvelope>;
  if (response.ok && answer.apiKey) return { siteId: answer.siteId, clientId: answer.clientId, apiKey: answer.apiKey, scriptTag: answer.scriptTag };
  // The same init again: the store answers the shop it made, without the key it showed the first time.
  if (response.ok) throw new InitRefused(`The running store at ${url.origin} made this shop already (site ${answer.siteId}); its API key was shown then.`);
  if (answer.details?.validationError) throw new HttpError(response.status, answer as ErrorEnvelope);
  const reason = answer.details?.applicationError?.description ?? answer.message ?? `HTTP ${response.status}`;
  throw new InitRefused(`The running store at ${url.origin} refused the new shop: ${reason}`);
}
