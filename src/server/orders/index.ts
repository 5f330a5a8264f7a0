// What other parts of the store use of orders: placing, reading, refunding, the timeline, numbering, and joining a verified member's guest orders.
export { joinGuestOrders, type VerifiedMember } from './join-guest-orders.js';
export { placeOrder, type PlacedOrder } from './place-order.js';
export { findOrder } from './order-read.js';
export { getOrderFor, OrderIdParams } from './order-reader.js';
export { refundOrder } from './refund-order.js';
export { addActivities } from './order-activities.js';
export { FIRST_ORDER_NUMBER } from './order-numbers.js';
export { registerFulfillmentRoutes } from './routes/fulfillment-routes.js';
export { registerMemberOrderRoutes } from './routes/member-order-routes.js';
export { registerOrderActionRoutes } from './routes/order-action-routes.js';
export { registerOrderRoutes } from './routes/order-routes.js';
export { registerOrderTransactionRoutes } from './routes/order-transaction-routes.js';
export { registerPaymentCollectorRoutes } from './routes/payment-collector-routes.js';
export { registerSalesSummaryRoutes } from './routes/sales-summary-routes.js';
