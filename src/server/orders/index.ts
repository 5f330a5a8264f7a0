// What other parts of the store use of orders: placing, reading, refunding, the timeline, numbering, and joining a verified member's guest orders.
export { joinGuestOrders, type VerifiedMember } from './join-guest-orders.js';
export { placeOrder, type PlacedOrder } from './place-order.js';
export { findOrder } from './order-read.js';
export { getOrderFor, OrderIdParams } from './order-reader.js';
export { refundOrder } from './refund-order.js';
export { addActivities } from './order-activities.js';
export { FIRST_ORDER_NUMBER } from './order-numbers.js';
