// Demo store settings: coupons WELCOME10 and FREESHIP, shipping to the US (with states), Canada, the UK and Europe with store pickup, and tax rates.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShippingDestination, ShippingKind, StoredAddress, WeightRate } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';

/** The demo store's pickup address (New York). */
export const DEMO_PICKUP_ADDRESS: StoredAddress = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10118',
  addressLine: '350 5th Ave',
  formattedAddress: '350 5th Ave, New York, NY 10118, United States',
};

interface DemoOption {
  code: string;
  title: string;
  kind: ShippingKind;
  rate?: number;
  weightRates?: WeightRate[];
  freeOver?: number;
  deliveryTime?: string;
  instructions?: string;
}

interface DemoRegion {
  name: string;
  destinations: ShippingDestination[];
  options: DemoOption[];
}

const EU = ['DE', 'FR', 'NL', 'BE', 'AT', 'IT', 'ES', 'IE', 'DK', 'SE'];

const REGIONS: DemoRegion[] = [
  {
    name: 'Alaska & Hawaii',
    destinations: [{ country: 'US', subdivisions: ['US-AK', 'US-HI'] }],
    options: [{ code: 'standard', title: 'Standard', kind: 'FLAT', rate: 1500, deliveryTime: '6-9 business days' }],
  },
  {
    name: 'United States',
    destinations: [{ country: 'US' }],
    options: [
      {
        code: 'standard',
        title: 'Standard',
        kind: 'BY_WEIGHT',
        weightRates: [
          { maxWeight: '1', rate: 500 },
          { maxWeight: '5', rate: 900 },
          { maxWeight: null, rate: 1500 },
        ],
        freeOver: 7500,
        deliveryTime: '3-5 business days',
      },
      { code: 'express', title: 'Express', kind: 'FLAT', rate: 1900, deliveryTime: '1-2 business days' },
      {
        code: 'pickup',
        title: 'Store pickup (New York)',
        kind: 'PICKUP',
        rate: 0,
        deliveryTime: 'Ready in 2 hours',
        instructions: 'Bring your order number; we are open 10:00-19:00, Monday to Saturday.',
      },
    ],
  },
  {
    name: 'Canada',
    destinations: [{ country: 'CA' }],
    options: [
      { code: 'standard', title: 'Standard', kind: 'FLAT', rate: 1200, freeOver: 12500, deliveryTime: '5-8 business days' },
      { code: 'express', title: 'Express', kind: 'FLAT', rate: 2500, deliveryTime: '2-3 business days' },
    ],
  },
  {
    name: 'United Kingdom',
    destinations: [{ country: 'GB' }],
    options: [{ code: 'international', title: 'International', kind: 'FLAT', rate: 1400, deliveryTime: '5-10 business days' }],
  },
  {
    name: 'Europe',
    destinations: EU.map((country) => ({ country })),
    options: [
      {
        code: 'international',
        title: 'International',
        kind: 'BY_WEIGHT',
        weightRates: [
          { maxWeight: '2', rate: 1500 },
          { maxWeight: null, rate: 2500 },
        ],
        freeOver: 15000,
        deliveryTime: '5-10 business days',
      },
    ],
  },
];

interface DemoRate {
  country: string;
  subdivision?: string;
  name: string;
  rate: string;
  jurisdictionType: 'COUNTRY' | 'STATE';
  appliesToShipping?: boolean;
}

const RATES: DemoRate[] = [
  { country: 'US', subdivision: 'US-CA', name: 'California Sales Tax', rate: '0.0725', jurisdictionType: 'STATE', appliesToShipping: false },
  { country: 'US', subdivision: 'US-NY', name: 'New York Sales Tax', rate: '0.04', jurisdictionType: 'STATE' },
  { country: 'US', subdivision: 'US-TX', name: 'Texas Sales Tax', rate: '0.0625', jurisdictionType: 'STATE' },
  { country: 'US', subdivision: 'US-WA', name: 'Washington Sales Tax', rate: '0.065', jurisdictionType: 'STATE' },
  { country: 'CA', name: 'GST', rate: '0.05', jurisdictionType: 'COUNTRY' },
  { country: 'CA', subdivision: 'CA-QC', name: 'QST', rate: '0.09975', jurisdictionType: 'STATE' },
  { country: 'CA', subdivision: 'CA-BC', name: 'PST', rate: '0.07', jurisdictionType: 'STATE', appliesToShipping: false },
  { country: 'GB', name: 'VAT', rate: '0.2', jurisdictionType: 'COUNTRY' },
  { country: 'DE', name: 'MwSt', rate: '0.19', jurisdictionType: 'COUNTRY' },
  { country: 'FR', name: 'TVA', rate: '0.2', jurisdictionType: 'COUNTRY' },
  { country: 'NL', name: 'BTW', rate: '0.21', jurisdictionType: 'COUNTRY' },
];

/** Seeds the demo site's coupons, shipping and tax (a step of seed-demo.ts). */
export async function seedDemoCommerce(db: Kysely<Database>, siteId: string): Promise<void> {
  await db
    .insertInto('coupons')
    .values([
      {
        id: randomUUID(),
        site_id: siteId,
        code: 'WELCOME10',
        name: 'Welcome 10% off',
        kind: 'PERCENTAGE',
        percentage: '10',
        scope: 'ALL',
        scope_ids: [],
        active: true,
      },
      { id: randomUUID(), site_id: siteId, code: 'FREESHIP', name: 'Free shipping', kind: 'FREE_SHIPPING', scope: 'ALL', scope_ids: [], active: true },
    ])
    .execute();
  const pickupId = randomUUID();
  await db
    .insertInto('pickup_locations')
    .values({ id: pickupId, site_id: siteId, name: 'Tote flagship store', address: JSON.stringify(DEMO_PICKUP_ADDRESS) })
    .execute();
  for (const [position, region] of REGIONS.entries()) {
    const regionId = randomUUID();
    await db
      .insertInto('shipping_regions')
      .values({ id: regionId, site_id: siteId, name: region.name, destinations: JSON.stringify(region.destinations), position })
      .execute();
    await db
      .insertInto('shipping_options')
      .values(
        region.options.map((o, i) => ({
          id: randomUUID(),
          site_id: siteId,
          region_id: regionId,
          code: o.code,
          title: o.title,
          kind: o.kind,
          rate: o.rate ?? 0,
          weight_rates: JSON.stringify(o.weightRates ?? []),
          free_over: o.freeOver ?? null,
          delivery_time: o.deliveryTime ?? null,
          instructions: o.instructions ?? null,
          pickup_location_id: o.kind === 'PICKUP' ? pickupId : null,
          position: i,
        })),
      )
      .execute();
  }
  await db
    .insertInto('tax_rates')
    .values(
      RATES.map((r) => ({
        id: randomUUID(),
        site_id: siteId,
        country: r.country,
        subdivision: r.subdivision ?? null,
        name: r.name,
        rate: r.rate,
        jurisdiction_type: r.jurisdictionType,
        applies_to_shipping: r.appliesToShipping ?? true,
      })),
    )
    .execute();
}
