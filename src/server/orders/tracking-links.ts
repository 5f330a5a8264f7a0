// Tracking links of the shipping providers Wix predefines (fedex, ups, usps, dhl, canadaPost), made from a tracking number.

/** Tracking page of each predefined provider, by the name Wix gives it; `{n}` is the tracking number. */
export const TRACKING_LINK_TEMPLATES: Readonly<Record<string, string>> = {
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={n}',
  ups: 'https://www.ups.com/track?tracknum={n}',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={n}',
  canadaPost: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={n}',
};

/** The tracking link of a predefined provider (matched without regard to case), or undefined for any other provider. */
export function trackingLinkFor(shippingProvider: string | undefined, trackingNumber: string | undefined): string | undefined {
  if (!shippingProvider || !trackingNumber) return undefined;
  const key = Object.keys(TRACKING_LINK_TEMPLATES).find((k) => k.toLowerCase() === shippingProvider.toLowerCase());
  return key ? TRACKING_LINK_TEMPLATES[key]!.replace('{n}', encodeURIComponent(trackingNumber)) : undefined;
}
