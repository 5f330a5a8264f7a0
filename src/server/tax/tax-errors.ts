// The application errors of the merchant's tax calls.
import { applicationError, notFound } from '../http/http-error.js';

/** 404 for a tax rate this site does not have (another site's included). */
export function taxRateNotFound(id: string) {
  return notFound('TAX_RATE_NOT_FOUND', 'Tax rate', { id });
}

/** 409: the site has a rate for this place already (rates of one place would add up unseen). */
export function taxRateExists(country: string, subdivision: string | null) {
  const where = subdivision ?? country;
  return applicationError(409, 'TAX_RATE_ALREADY_EXISTS', 'Tax rate already exists', `This store has a tax rate for ${where} already: change that one`, {
    country,
    subdivision,
  });
}
