// The dashboard's one HTTP helper instance, set when the app starts (tests start it with a fetch bound to the real app).
import type { AdminHttp } from '../core/admin-http.js';

let client: AdminHttp | undefined;

/** Makes `http` the client every API call of the dashboard uses. */
export function setAdminHttp(http: AdminHttp): void {
  client = http;
}

/** The client set by {@link setAdminHttp}. */
export function adminHttp(): AdminHttp {
  if (!client) throw new Error('The admin app is not started (startAdmin)');
  return client;
}
