// Operations that answer a file (the order and customer exports): CSV text, or a JSON array of the exported records.
import { Type, type TSchema } from 'typebox';
import { CUSTOMER_EXPORT_PATH, ORDER_EXPORT_PATH } from '../../../wire/exports.js';

const Decimal = Type.String({ description: 'A decimal amount in the currency named beside it' });

const ExportedOrderLine = Type.Object({
  name: Type.String(),
  sku: Type.Union([Type.String(), Type.Null()]),
  options: Type.Record(Type.String(), Type.String()),
  quantity: Type.Integer(),
  price: Decimal,
  discount: Decimal,
  tax: Decimal,
});

const ExportedOrder = Type.Object({
  number: Type.Integer(),
  id: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  email: Type.String(),
  status: Type.String(),
  paymentStatus: Type.String(),
  fulfillmentStatus: Type.String(),
  currency: Type.String(),
  subtotal: Decimal,
  shipping: Decimal,
  discount: Decimal,
  tax: Decimal,
  total: Decimal,
  refunded: Decimal,
  shippingMethod: Type.Union([Type.String(), Type.Null()]),
  billingName: Type.Union([Type.String(), Type.Null()]),
  shippingName: Type.Union([Type.String(), Type.Null()]),
  shippingCountry: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(ExportedOrderLine),
});

const ExportedCustomer = Type.Object({
  email: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  createdDate: Type.String({ format: 'date-time' }),
  ordersCount: Type.Integer(),
  totalSpent: Type.Record(Type.String(), Decimal),
});

/** `GET path` → the JSON form of its file (`format=json`); `format=csv` answers `text/csv`. */
export const FILE_ANSWERS: Record<string, TSchema> = {
  [`GET ${ORDER_EXPORT_PATH}`]: Type.Array(ExportedOrder),
  [`GET ${CUSTOMER_EXPORT_PATH}`]: Type.Array(ExportedCustomer),
};
