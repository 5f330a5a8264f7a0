// The checkout form: contact, delivery (address, recipient, method), payment and billing, a note, the order summary with the coupon, and Place order.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { WireAddress } from '../../../wire/address.js';
import type { CheckoutResponse } from '../../../wire/checkout.js';
import type { CheckoutApi } from '../../api/checkout.js';
import { AddressFields } from '../../components/address-form.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { TextAreaField } from '../../components/text-area-field.js';
import { isWebUrl } from '../../core/navigation.js';
import { loadWhenIdle } from '../../core/lazy-part.js';
import { usePart } from '../../core/use-part.js';
import { messages } from './texts.js';
import { INPUT_LIMITS, taxIdShown, type CheckoutFormValues } from './state/checkout-form.js';
import { appliedCoupon, errorsUnder, formFacts, shownErrorsOf } from './state/checkout-state.js';
import { createCheckoutStore } from './state/checkout-store.js';
import { changeValues } from './state/form-actions.js';
import { startCheckout } from './state/start-checkout.js';
import { submitOrder } from './state/submit-order.js';
import { DeliveryOptions } from './delivery-options.js';
import { NameFields } from './name-fields.js';
import { later } from './later-part.js';
import { OrderSummary } from './order-summary.js';
import { PaymentOptions } from './payment-options.js';
import { checkoutSummary } from './summary-model.js';
import { useMediaQuery } from './use-media-query.js';
import { stripeTestMode } from './stripe/stripe-method.js';

/** Props of {@link CheckoutView}. */
export interface CheckoutViewProps {
  api: CheckoutApi;
  initial: CheckoutResponse;
  /** The shop's country: the address's first country when the checkout has none (the drawer's estimate gives one). */
  shopCountry?: string | undefined;
  /** Where "Back to cart" goes. */
  backUrl: string | undefined;
  onPlaced: (orderId: string) => void;
}

/** The layout switches to one column (summary folded above the form) at this width. */
const PHONE_QUERY = '(max-width: 48rem)';

/** The checkout page's form and summary. */
export function CheckoutView({ api, initial, backUrl, onPlaced, shopCountry }: CheckoutViewProps) {
  const t = messages();
  const tc = t.checkout;
  const [checkout] = useState(() => createCheckoutStore(api, initial, onPlaced, shopCountry));
  useEffect(() => startCheckout(checkout), []);
  const state = useStore(checkout, (s) => s);
  const { response, values, delivery, problem, announcement } = state;
  const isPhone = useMediaQuery(PHONE_QUERY);
  // The card fields, the coupon form, the changes notice and placing the order: a chunk loaded after the first paint
  // (at once when the checkout has changes to show).
  // Once it is there, a page back from Stripe's 3-D Secure redirect has the server complete the payment.
  const part = usePart(later, response.changes.length > 0);
  useEffect(() => {
    loadWhenIdle(later);
    void later.arrival.then((loaded) => loaded.completeStripeReturn(checkout));
  }, []);

  const current = response.checkout;
  const methods = response.paymentMethods;
  const { ships, pickup, method } = formFacts(state);
  const summary = useMemo(() => checkoutSummary(current), [current]);
  const coupon = appliedCoupon(state);
  const errors = shownErrorsOf(state, part);
  const errorCount = Object.values(errors).filter(Boolean).length;
  const update = (change: Partial<CheckoutFormValues>, touched: string[]) => changeValues(checkout, change, touched);

  const payLabel = method?.needsCard ? tc.pay(summary.totals.total) : tc.placeOrder;
  const summaryBlock = (
    <OrderSummary summary={summary} headingId="summary-title" headingHidden={isPhone}>
      {part ? <part.CouponForm checkout={checkout} /> : <div className={`coupon coupon-loading${coupon ? ' coupon-applied' : ''}`} />}
    </OrderSummary>
  );
  const shippingErrors = errorsUnder(errors, 'shipping') as Parameters<typeof AddressFields>[0]['errors'];
  const billingErrors = errorsUnder(errors, 'billing') as Parameters<typeof AddressFields>[0]['errors'];

  return (
    <div className="checkout">
      <div className="checkout-head">
        <h1 id="checkout-title" className="view-heading" tabIndex={-1}>
          {tc.title}
        </h1>
        {backUrl && isWebUrl(backUrl) && (
          <a className="back-link" href={backUrl}>
            <span className="back-arrow" aria-hidden="true">
              ←
            </span>
            {tc.backToCart}
          </a>
        )}
      </div>
      {stripeTestMode(methods) && <p className="test-notice">{tc.testNotice}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="checkout-layout">
        <div className="checkout-aside">
          {isPhone ? (
            <details className="summary-toggle">
              <summary>
                <span className="summary-toggle-text">{tc.showSummary(summary.totals.total)}</span>
              </summary>
              {summaryBlock}
            </details>
          ) : (
            summaryBlock
          )}
        </div>
        <div className="checkout-main">
          {part && response.changes.length > 0 && <part.ChangesNotice checkout={checkout} backUrl={backUrl} />}
          {state.accepted && response.changes.length === 0 && (
            <Alert tone="success">
              <p>{tc.changesAccepted}</p>
            </Alert>
          )}
          <Form onSubmit={() => submitOrder(checkout)} busy={state.placing} errorEpoch={state.errorEpoch} labelledBy="checkout-title">
            <section className="panel" aria-labelledby="contact-title">
              <h2 id="contact-title">{tc.contactTitle}</h2>
              <Field
                label={tc.email}
                hint={tc.emailHint}
                type="email"
                inputMode="email"
                autoComplete="email"
                value={values.email}
                onValue={(email) => update({ email }, ['email'])}
                error={errors.email}
                spellCheck={false}
                autoCapitalize="none"
                maxLength={254}
                required
              />
            </section>

            {ships && (
              <section className="panel" aria-labelledby="delivery-title">
                <h2 id="delivery-title">{tc.deliveryTitle}</h2>
                <div className="form-stack">
                  <NameFields
                    values={values.recipient}
                    onChange={(recipient) => update({ recipient }, ['recipient'])}
                    errors={errorsUnder(errors, 'recipient')}
                    section="shipping"
                  />
                  <AddressFields
                    value={values.shipping}
                    onChange={(shipping: WireAddress) => update({ shipping }, ['shipping'])}
                    errors={shippingErrors}
                    section="shipping"
                    countryOnly={pickup}
                  />
                  <Field
                    label={tc.phone}
                    hint={tc.phoneHint}
                    type="tel"
                    inputMode="tel"
                    value={values.recipient.phone}
                    onValue={(phone) => update({ recipient: { ...values.recipient, phone } }, ['recipient.phone'])}
                    error={errors['recipient.phone']}
                    autoComplete="section-shipping tel"
                    maxLength={INPUT_LIMITS.phone}
                    optional
                  />
                  <DeliveryOptions
                    state={delivery}
                    selected={values.shippingCode}
                    onSelect={(shippingCode) => update({ shippingCode }, ['shippingCode'])}
                    error={errors.shippingCode}
                  />
                </div>
              </section>
            )}

            <section className="panel" aria-labelledby="payment-title">
              <h2 id="payment-title">{tc.paymentTitle}</h2>
              <div className="form-stack">
                <PaymentOptions
                  methods={methods}
                  selected={values.paymentId}
                  onSelect={(paymentId) => update({ paymentId }, ['paymentId', 'card'])}
                  card={values.card}
                  onCard={(card) => update({ card }, ['card'])}
                  errors={errors}
                  api={api}
                />
                <fieldset className="fieldset billing">
                  <legend>{tc.billingTitle}</legend>
                  {ships && (
                    <div className="checkbox">
                      <input
                        id="billing-same"
                        type="checkbox"
                        checked={values.billingSame}
                        onChange={(event) => update({ billingSame: (event.currentTarget as HTMLInputElement).checked }, ['billing', 'payer'])}
                      />
                      <label htmlFor="billing-same">{pickup ? tc.billingSamePickup : tc.billingSame}</label>
                    </div>
                  )}
                  {(!values.billingSame || !ships) && (
                    <div className="form-stack">
                      <NameFields
                        values={values.payer}
                        onChange={(payer) => update({ payer }, ['payer'])}
                        errors={errorsUnder(errors, 'payer')}
                        section="billing"
                      />
                      <AddressFields
                        value={values.billing}
                        onChange={(billing: WireAddress) => update({ billing }, ['billing'])}
                        errors={billingErrors}
                        section="billing"
                      />
                    </div>
                  )}
                  {taxIdShown(values, ships) && (
                    <Field
                      label={tc.taxId}
                      hint={tc.taxIdHint}
                      value={values.taxId}
                      onValue={(taxId) => update({ taxId }, ['taxId'])}
                      error={errors.taxId}
                      optional
                      maxLength={24}
                      spellCheck={false}
                      autoCapitalize="characters"
                    />
                  )}
                </fieldset>
              </div>
            </section>

            <section className="panel" aria-labelledby="note-title">
              <h2 id="note-title">{tc.noteTitle}</h2>
              <TextAreaField
                label={tc.noteLabel}
                hint={tc.noteHint}
                value={values.note}
                onValue={(note) => update({ note }, ['note'])}
                error={errors.note}
                maxLength={INPUT_LIMITS.note}
                optional
              />
            </section>

            <div className="place-order">
              {state.fieldSummary && errorCount > 0 && <ErrorAlert error={{ text: tc.fixFields(errorCount) }} />}
              {problem && (
                <ErrorAlert error={problem.error}>
                  {problem.list && (
                    <ul>
                      {problem.list.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </ErrorAlert>
              )}
              {state.placeError && <ErrorAlert error={state.placeError} />}
              <div className="place-order-total">
                <span>{tc.total}</span>
                <strong>{summary.totals.total}</strong>
              </div>
              <Button type="submit" block busy={state.placing} busyLabel={tc.placing}>
                {payLabel}
              </Button>
              <p className="muted small">{tc.secure}</p>
            </div>
          </Form>
        </div>
      </div>
    </div>
  );
}
