// Wire types of the set-up in the browser (/tote/v1/admin/setup): a store with no owner claimed with the one-time code `npm start` printed.
import type { AdminSessionResponse } from './admin.js';

/** Path of the set-up: GET whether it is open, POST to claim the store. */
export const SETUP_PATH = '/tote/v1/admin/setup';
/** The dashboard's set-up page; the code follows in the fragment (`#code=…`), which no browser sends in a request or a Referer. */
export const SETUP_PAGE_PATH = '/admin/setup';
/** The file in the data folder (DATA_DIR) that holds the set-up link while the store has no owner (mode 0600). */
export const SETUP_CODE_FILE = 'setup-code.txt';

/** How the new shop ships: everywhere at a flat rate, everywhere and at no charge above an amount, or only in its own country. */
export type ShippingPreset = 'FLAT_EVERYWHERE' | 'FREE_ABOVE' | 'DOMESTIC_ONLY';

/** `GET /tote/v1/admin/setup`: true while the store has no owner (the set-up code works). */
export interface SetupStatus {
  open: boolean;
}

/** `POST /tote/v1/admin/setup`. */
export interface SetupRequest {
  /** The one-time set-up code of the link `npm start` printed (and wrote to the data folder). */
  code: string;
  owner: { email: string; password: string };
  /** The shop's name. */
  name: string;
  /** ISO 4217, `EUR`. */
  currency: string;
  /** BCP 47, `de-DE`. @default 'en-US' */
  locale?: string;
  /** ISO 3166-1 alpha-2, `DE`. @default the region of `locale` */
  country?: string;
  /** The sites that will paste the script tag. */
  origins: string[];
  /** How the shop ships; absent (what `tote init` sends): no zone is made. */
  shipping?: {
    preset: ShippingPreset;
    /** The flat rate, a decimal in the shop's currency (`"4.90"`); `"0"`: no charge. */
    amount: string;
    /** FREE_ABOVE: orders whose items come to at least this much ship at no charge. */
    freeAbove?: string;
  };
  /** Whether prices include tax, and the rate of the shop's country; absent: prices exclude tax, no rate. */
  tax?: {
    /** Catalog prices already include tax. */
    pricesIncludeTax: boolean;
    /** Percent of the shop's country (`"19"`); `"0"` or absent: no tax rate is made. */
    rate?: string;
  };
  /** Also make a merchant API key (shown once in the answer): what `tote init` asks for. @default false */
  apiKey?: boolean;
}

/** Answer of the set-up: the owner signed in (the session cookie is set), and what to paste. */
export interface SetupResponse extends AdminSessionResponse {
  siteId: string;
  clientId: string;
  /** The script tag to paste into every page of the site. */
  scriptTag: string;
  /** The API key asked for with `apiKey` (first answer only: a retry gets none). */
  apiKey?: string;
}
