// operationIds of the OpenAPI document: the Wix SDK's names where Wix has one, else a stable name built from method and path.

/** `METHOD path` (OpenAPI path form) → the name the official packages give the call. */
const WIX_NAMES: Record<string, string> = {
  'POST /oauth2/token': 'token',
  'GET /oauth2/authorize': 'authorize',
  'POST /_api/iam/authentication/v2/register': 'register',
  'POST /_api/iam/authentication/v2/login': 'login',
  'POST /_api/iam/authentication/v2/change-password': 'changePassword',
  'POST /_api/iam/authentication/v2/sign-on': 'signOn',
  'POST /_api/iam/authentication/v2/validate-email': 'validateEmail',
  'POST /_api/iam/authentication/v2/{factorType}/verify': 'loginWithFactor',
  'POST /_api/iam/verification/v1/start': 'start',
  'POST /_api/iam/verification/v1/verify': 'verify',
  'POST /_api/iam/verification/v1/auth/verify': 'verifyDuringAuthentication',
  'POST /_api/iam/verification/v1/auth/resend': 'resendDuringAuthentication',
  'POST /_api/iam/recovery/v1/send-email': 'sendRecoveryEmail',
  'POST /_api/iam/recovery/v1/activation-email': 'sendActivationEmail',
  'POST /_api/iam/recovery/v1/recover': 'recover',
  'GET /_api/iam/authentication/v1/logout': 'logout',
  'GET /members/v1/members/my': 'getCurrentMember',
  'GET /members/v1/members': 'listMembers',
  'GET /members/v1/members/{id}': 'getMember',
  'PATCH /members/v1/members/{id}': 'updateMember',
  'DELETE /members/v1/members/{id}': 'deleteMember',
  'POST /members/v1/members/{id}/approve': 'approveMember',
  'POST /members/v1/members/{id}/block': 'blockMember',
  'POST /members/v1/members/{id}/unblock': 'unblockMember',
  'DELETE /members/v1/members/{id}/addresses': 'deleteMemberAddresses',
  'DELETE /members/v1/members/{id}/phones': 'deleteMemberPhones',
  'POST /_api/redirects-api/v1/redirect-session': 'createRedirectSession',
  'GET /ecom/v1/carts/current': 'getCurrentCart',
  'PATCH /ecom/v1/carts/current': 'updateCurrentCart',
  'DELETE /ecom/v1/carts/current': 'deleteCurrentCart',
  'POST /ecom/v1/carts/current/add-to-cart': 'addToCurrentCart',
  'POST /ecom/v1/carts/current/remove-line-items': 'removeLineItemsFromCurrentCart',
  'POST /ecom/v1/carts/current/update-line-items-quantity': 'updateCurrentCartLineItemQuantity',
  'POST /ecom/v1/carts/current/remove-coupon': 'removeCouponFromCurrentCart',
  'POST /ecom/v1/carts/current/estimate-totals': 'estimateCurrentCartTotals',
  'POST /ecom/v1/carts/current/create-checkout': 'createCheckoutFromCurrentCart',
  'GET /stores-reader/v1/products/query-platformized': 'queryProducts',
  'POST /stores-reader/v1/products/query-platformized': 'queryProductsByPost',
  'POST /stores-reader/v1/products/query': 'queryProductsLegacy',
  'GET /stores-reader/v1/products/{id}': 'getProduct',
  'GET /stores-reader/v1/products/slug/{slug}': 'getProductBySlug',
  'POST /stores-reader/v1/products/{id}/productOptionsAvailability': 'productOptionsAvailability',
  'POST /stores-reader/v1/products/{id}/variants/query': 'getProductVariants',
  'GET /stores-reader/v1/variants/query': 'queryStoreVariants',
  'GET /stores-reader/v1/variants/{id}': 'getStoreVariant',
  'GET /v2/collections/query': 'queryCollections',
  'GET /v2/collections/{id}': 'getCollection',
  'GET /v2/collections/slug/{slug}': 'getCollectionBySlug',
  'POST /stores/v1/products': 'createProduct',
  'PATCH /stores/v1/products/{id}': 'updateProduct',
  'DELETE /stores/v1/products/{id}': 'deleteProduct',
  'DELETE /stores/v1/products/{id}/options': 'deleteProductOptions',
  'POST /stores/v1/products/{id}/remove-brand': 'removeBrand',
  'POST /stores/v1/products/{id}/remove-ribbon': 'removeRibbon',
  'PATCH /stores/v1/products/{id}/variants': 'updateProductVariants',
  'POST /stores/v1/products/{id}/variants/resetToDefault': 'resetAllProductVariantData',
  'PATCH /stores/v2/inventoryItems/product/{id}': 'updateInventoryVariants',
  'POST /stores/v1/products/{id}/media': 'addProductMedia',
  'POST /stores/v1/products/{id}/media/delete': 'removeProductMedia',
  'PATCH /stores/v1/products/{id}/choices/media': 'addProductMediaToChoices',
  'POST /stores/v1/products/{id}/choices/media/delete': 'removeProductMediaFromChoices',
  'POST /stores/v1/collections': 'createCollection',
  'PATCH /stores/v1/collections/{id}': 'updateCollection',
  'DELETE /stores/v1/collections/{id}': 'deleteCollection',
  'POST /stores/v1/collections/{id}/productIds': 'addProductsToCollection',
  'POST /stores/v1/collections/{id}/productIds/delete': 'removeProductsFromCollection',
  'POST /stores/v1/bulk/products/update': 'bulkUpdateProductsProperty',
  'POST /stores/v1/bulk/products/adjust-properties': 'bulkAdjustProductProperty',
  'POST /site-media/v1/files/generate-upload-url': 'generateFileUploadUrl',
  'GET /site-media/v1/files/get-file-by-id': 'getFileDescriptor',
  'GET /site-media/v1/files': 'listFiles',
  'GET /ecom/v1/checkouts/{id}': 'getCheckout',
  'PATCH /ecom/v1/checkouts/{id}': 'updateCheckout',
  'POST /ecom/v1/checkouts/{id}/remove-coupon': 'removeCoupon',
  'POST /ecom/v1/checkouts/{id}/create-order': 'createOrder',
  'POST /ecom/v1/checkouts/{id}/mark-as-completed': 'markCheckoutAsCompleted',
  'POST /ecom/v1/orders/search': 'searchOrders',
  'GET /ecom/v1/orders/{id}': 'getOrder',
  'POST /ecom/v1/orders/{id}/cancel': 'cancelOrder',
  'POST /ecom/v1/orders/{id}/activities': 'addActivity',
  'PATCH /ecom/v1/orders/{id}/activities/{activityId}': 'updateActivity',
  'DELETE /ecom/v1/orders/{id}/activities/{activityId}': 'deleteActivity',
  'GET /ecom/v1/fulfillments/orders/{orderId}': 'listFulfillmentsForSingleOrder',
  'POST /ecom/v1/fulfillments/list-by-ids': 'listFulfillmentsForMultipleOrders',
  'POST /ecom/v1/fulfillments/orders/{orderId}/create-fulfillment': 'createFulfillment',
  'PATCH /ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}': 'updateFulfillment',
  'DELETE /ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}': 'deleteFulfillment',
  'POST /ecom/v1/payments-collector/orders/{ecomOrderId}/mark-as-paid': 'markAsPaid',
  'GET /ecom/v1/payments-collector/orders/{ecomOrderId}/refundability': 'getRefundabilityStatus',
  'POST /ecom/v1/payments-collector/orders/{ecomOrderId}/trigger-refund': 'triggerRefund',
  'GET /ecom/v1/payments/orders/{orderId}': 'listTransactionsForSingleOrder',
  'POST /ecom/v1/payments/list-by-ids': 'listTransactionsForMultipleOrders',
  'POST /ecom/v1/payments/{paymentId}/orders/{orderId}/update-payment-transaction-status': 'updatePaymentStatus',
  'POST /stores/v2/coupons': 'createCoupon',
  'GET /stores/v2/coupons/{id}': 'getCoupon',
  'PATCH /stores/v2/coupons/{id}': 'updateCoupon',
  'DELETE /stores/v2/coupons/{id}': 'deleteCoupon',
  'GET /stores/v2/coupons/query': 'queryCoupons',
  'POST /ecom/v1/discount-rules': 'createDiscountRule',
  'GET /ecom/v1/discount-rules/{discountRuleId}': 'getDiscountRule',
  'PATCH /ecom/v1/discount-rules/{discountRuleId}': 'updateDiscountRule',
  'DELETE /ecom/v1/discount-rules/{discountRuleId}': 'deleteDiscountRule',
  'GET /ecom/v1/discount-rules/query': 'queryDiscountRules',
  'GET /v1/recommendations/algorithms': 'listAvailableAlgorithms',
  'POST /v1/recommendations/get': 'getRecommendation',
};

/** `Foo` from `foo`. */
function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A name from the method and the path: `GET /tote/v1/tax/rates/{id}` → `getToteV1TaxRatesById`. */
export function derivedOperationId(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '_api')
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param) return `By${capitalize(param[1]!)}`;
      return segment
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalize)
        .join('');
    });
  return method.toLowerCase() + parts.join('');
}

/** The operationId of a call: the Wix name if it has one, else {@link derivedOperationId}. */
export function operationIdOf(method: string, path: string): string {
  return WIX_NAMES[`${method.toUpperCase()} ${path}`] ?? derivedOperationId(method, path);
}
