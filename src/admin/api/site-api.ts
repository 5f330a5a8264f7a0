// The site's settings: GET and PATCH /tote/v1/site.
import type { SiteView } from '../../wire/site.js';
import { adminHttp } from './admin-client.js';

export type { SiteView };

/** What the settings form may change. */
export type SitePatch = Partial<
  Pick<SiteView, 'name' | 'currency' | 'locale' | 'country' | 'logoUrl' | 'accentColor' | 'memberPolicy' | 'offlinePaymentInstructions' | 'cartReminders'>
>;

/** The site's settings. */
export async function readSite(): Promise<SiteView> {
  return (await adminHttp().request<{ site: SiteView }>({ method: 'GET', path: '/tote/v1/site' })).site;
}

/** Changes the site's settings. */
export async function updateSite(patch: SitePatch): Promise<SiteView> {
  return (await adminHttp().request<{ site: SiteView }>({ method: 'PATCH', path: '/tote/v1/site', body: { site: patch } })).site;
}
