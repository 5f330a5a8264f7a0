// The public surface of the server's site: what other parts of the server import from it (only from here: .oxlintrc.json).
export { type NewSite, type NewSiteInput, createSite, insertNewSite, scriptTagFor } from './create-site.js';
export { OriginSightings } from './origin-sightings.js';
export { registerOAuthClientRoutes } from './routes/oauth-client-routes.js';
export { registerOriginsSeenRoutes } from './routes/origins-seen-routes.js';
export { registerSiteRoutes } from './routes/site-routes.js';
export { isCurrencyCode } from './setting-checks.js';
export { localeOf, siteLocales } from './site-locale.js';
export { type SiteSettingsPatch, SiteSettingsPatchSchema, readSite, siteCountry, updateSite } from './site-settings.js';
export { createStaffAccount, ownerEmailOf } from './staff-accounts.js';
