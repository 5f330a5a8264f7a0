// Events a store emits (SPEC §3 "Events"): their types, who caused them, and the envelope of one event.
import type { WebhookIdentityType } from './enums.js';

/** Cart events, by the official packages' event type names. */
export const CartEventType = {
  CREATED: 'wix.ecom.v1.cart_created',
  UPDATED: 'wix.ecom.v1.cart_updated',
  DELETED: 'wix.ecom.v1.cart_deleted',
} as const;
export type CartEventType = (typeof CartEventType)[keyof typeof CartEventType];

/** Catalog events, by the official packages' event type names. */
export const CatalogEventType = {
  PRODUCT_CREATED: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  PRODUCT_CHANGED: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  PRODUCT_DELETED: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  COLLECTION_CREATED: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  COLLECTION_CHANGED: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  COLLECTION_DELETED: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
  VARIANTS_CHANGED: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
} as const;
export type CatalogEventType = (typeof CatalogEventType)[keyof typeof CatalogEventType];

/** Order events (Wix eCom Orders, Order Fulfillments and Order Transactions). */
export const OrderEventType = {
  CREATED: 'wix.ecom.v1.order_created',
  PAYMENT_STATUS_UPDATED: 'wix.ecom.v1.order_payment_status_updated',
  FULFILLED: 'wix.ecom.v1.order_fulfilled',
  FULFILLMENTS_UPDATED: 'wix.ecom.v1.fulfillments_updated',
  CANCELED: 'wix.ecom.v1.order_canceled',
  REFUND_COMPLETED: 'wix.ecom.v1.order_transactions_refund_completed',
} as const;
export type OrderEventType = (typeof OrderEventType)[keyof typeof OrderEventType];

/** Inventory events: a variant's stock or its tracking changed (Wix Stores' Inventory Item Changed). */
export const InventoryEventType = {
  ITEM_CHANGED: 'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
} as const;
export type InventoryEventType = (typeof InventoryEventType)[keyof typeof InventoryEventType];

/** Member events: a member registered, or their status changed (approved, blocked, offline). */
export const MemberEventType = {
  CREATED: 'wix.members.v1.member_created',
  STATUS_CHANGED: 'wix.members.v1.member_status_changed',
} as const;
export type MemberEventType = (typeof MemberEventType)[keyof typeof MemberEventType];

/** The `entityFqdn` of events about each kind of entity (orders': `ORDER_ENTITY_FQDN` of orders.ts). Variant events are about their product. */
export const EntityFqdn = {
  CART: 'wix.ecom.v1.cart',
  PRODUCT: 'wix.stores.catalog.v1.product',
  COLLECTION: 'wix.stores.catalog.v1.collection',
  INVENTORY_ITEM: 'wix.stores.inventory.v1.inventory_item',
  MEMBER: 'wix.members.v1.member',
} as const;

/** The event a merchant sends to one of their endpoints on demand (`tote webhooks test`). */
export const WEBHOOK_TEST_EVENT = 'tote.webhooks.v1.endpoint_test';

/** Every event type a store emits, in one closed union: what an endpoint may subscribe to. */
export type EventType = CartEventType | CatalogEventType | OrderEventType | InventoryEventType | MemberEventType | typeof WEBHOOK_TEST_EVENT;

/** Every event type, for checks and listings. */
export const EVENT_TYPES: readonly EventType[] = [
  ...Object.values(CartEventType),
  ...Object.values(CatalogEventType),
  ...Object.values(OrderEventType),
  ...Object.values(InventoryEventType),
  ...Object.values(MemberEventType),
  WEBHOOK_TEST_EVENT,
];

/** Who caused an event: one id, named by the identity type. */
export interface EventIdentity {
  identityType: WebhookIdentityType;
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/** Facts about one event. */
export interface EventMetadata {
  /** Id of the event (repeats of one delivery share it). */
  id: string;
  eventType: EventType;
  entityFqdn?: string;
  entityId: string;
  /** ISO timestamp. */
  eventTime: string;
  identity?: EventIdentity;
  triggeredByAnonymizeRequest?: boolean;
  /** The event's place among the events of its entity, 1, 2, ... (a decimal string, as Wix sends int64). */
  entityEventSequence?: string;
}

/** One event: the entity after the change (absent for deletions) and its metadata. */
export interface StoreEvent<T = unknown> {
  entity?: T;
  metadata: EventMetadata;
}

/**
 * The `data` of a webhook body, shaped as Wix shapes its events: one of `createdEvent.entity`, `updatedEvent.currentEntity`,
 * `deletedEvent` (the entity's last state in `deletedEntity` where it had one) or `actionEvent.body` (other actions).
 */
export interface WebhookEventData {
  id: string;
  /** `created`, `updated`, `deleted`, or the action (`canceled`, `payment_status_updated`, ...). */
  slug: string;
  entityFqdn: string;
  entityId: string;
  eventTime: string;
  triggeredByAnonymizeRequest: boolean;
  entityEventSequence: string;
  createdEvent?: { entity: unknown };
  updatedEvent?: { currentEntity: unknown };
  deletedEvent?: { deletedEntity?: unknown };
  actionEvent?: { body: unknown };
}

/** The JSON body of one webhook request (Standard Webhooks' `{type, timestamp, data}`, with the site and who caused it). */
export interface WebhookBody {
  type: EventType;
  /** ISO time of the event. */
  timestamp: string;
  /** The site the event happened on. */
  instanceId: string;
  identity: EventIdentity;
  data: WebhookEventData;
}
