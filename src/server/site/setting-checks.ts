// Checks of the values a site owner sets: currency and language codes, and the URLs of logos and owner pages.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
let currencies: Set<string> | undefined;

/** True for an ISO 4217 code this runtime knows (`USD`, `EUR`; any case). */
export function isCurrencyCode(value: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Za-z]{3}$/.test(value) && currencies.has(value.toUpperCase());
}

/** True for a well-formed BCP 47 language tag (`en`, `en-US`, `de-DE`). */
export function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1 && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value);
  } catch {
    return false;
  }
}

/** True for an absolute https URL (http only on loopback) without credentials: what browsers may load or be sent to. */
export function isPublicWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** True for a logo URL hosted pages may show. */
export const isLogoUrl = isPublicWebUrl;
/** True for an owner page that redirect sessions may send shoppers to. */
export const isOwnerCustomUrl = isPublicWebUrl;
