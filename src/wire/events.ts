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
  eventType: CartEventType | CatalogEventType;
  entityFqdn?: string;
  entityId: string;
  /** ISO timestamp. */
  eventTime: string;
  identity?: EventIdentity;
  triggeredByAnonymizeRequest?: boolean;
}

/** One event: the entity after the change (absent for deletions) and its metadata. */
export interface StoreEvent<T = unknown> {
  entity?: T;
  metadata: EventMetadata;
}
