// What other parts of the store use of orders: joining a verified member's guest orders.
export { joinGuestOrders, type VerifiedMember } from './join-guest-orders.js';
