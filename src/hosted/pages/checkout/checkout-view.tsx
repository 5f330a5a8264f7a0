// The checkout form: contact, delivery (address, recipient, method), payment and billing, a note, the order summary with the coupon, and Place order.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { WireAddress } from '../../../wire/address.js';
import type { CheckoutResponse } from '../../../wire/checkout.js';
import type { CheckoutApi } from '../../api/checkout.js';
import { AddressFields } from '../../components/address-form.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { TextAreaField } from '../../components/text-area-field.js';
import type { ErrorText } from '../../core/error-text.js';
import { isWebUrl } from '../../core/navigation.js';
import { loadWhenIdle } from '../../core/lazy-part.js';
import { usePart } from '../../core/use-part.js';
import { useAction } from '../../core/use-action.js';
import { messages } from './texts.js';
import {
  deliveryErrors,
  formErrors,
  initialValues,
  INPUT_LIMITS,
  shippingInput,
  taxIdShown,
  type CheckoutFormValues,
  type FormErrors,
  type PersonValues,
} from './checkout-form.js';
import { DeliveryOptions } from './delivery-options.js';
import { later } from './later-part.js';
import { OrderSummary } from './order-summary.js';
import { PaymentOptions } from './payment-options.js';
import { checkoutSummary } from './summary-model.js';
import { useAutoSave } from './use-auto-save.js';
import { useDeliveryOptions } from './use-delivery-options.js';
import { useMediaQuery } from './use-media-query.js';

/** Props of {@link CheckoutView}. */
export interface CheckoutViewProps {
  api: CheckoutApi;
  initial: CheckoutResponse;
  /** Where "Back to cart" goes. */
  backUrl: string | undefined;
  onPlaced: (orderId: string) => void;
}

/** The layout switches to one column (summary folded above the form) at this width. */
const PHONE_QUERY = '(max-width: 48rem)';

/** The errors under a prefix, keyed by the rest (`shipping.city` → `city`). */
function errorsUnder(errors: FormErrors, prefix: string): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors).flatMap(([key, value]) => (key.startsWith(`${prefix}.`) ? [[key.slice(prefix.length + 1), value]] : [])));
}

/** First and last name of the person at an address. */
function NameFields({
  values,
  onChange,
  errors,
  section,
}: {
  values: PersonValues;
  onChange: (values: PersonValues) => void;
  errors: Record<string, string | undefined>;
  section: string;
}) {
  const t = messages().checkout;
  const set = (key: keyof PersonValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <div class="field-row">
      <Field
        label={t.firstName}
        value={values.firstName}
        onValue={set('firstName')}
        error={errors.firstName}
        autoComplete={`section-${section} given-name`}
        maxLength={INPUT_LIMITS.firstName}
        required
      />
      <Field
        label={t.lastName}
        value={values.lastName}
        onValue={set('lastName')}
        error={errors.lastName}
        autoComplete={`section-${section} family-name`}
        maxLength={INPUT_LIMITS.lastName}
        required
      />
    </div>
  );
}

/** The checkout page's form and summary. */
export function CheckoutView({ api, initial, backUrl, onPlaced }: CheckoutViewProps) {
  const t = messages();
  const tc = t.checkout;
  const [response, setResponse] = useState(initial);
  const [values, setValues] = useState<CheckoutFormValues>(() => initialValues(initial.checkout, initial.paymentMethods));
  const ships = response.checkout.lineItems.some((l) => l.physicalProperties.shippable);
  const [shownErrors, setShownErrors] = useState<FormErrors>({});
  const [validated, setValidated] = useState(false);
  const [epoch, setEpoch] = useState(0);
  const [problem, setProblem] = useState<{ error: ErrorText; list?: string[] } | undefined>(undefined);
  const [fieldSummary, setFieldSummary] = useState(false);
  const [changesAgain, setChangesAgain] = useState(false);
  const [changesFocus, setChangesFocus] = useState(0);
  const [accepted, setAccepted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const responseSeq = useRef(0);
  // The card fields, the coupon form, the changes notice and placing the order: a chunk loaded after the first paint
  // (at once when the checkout has changes to show).
  const part = usePart(later, response.changes.length > 0);
  useEffect(() => loadWhenIdle(later), []);

  const checkout = response.checkout;
  const methods = response.paymentMethods;
  const method = methods.find((m) => m.id === values.paymentId);
  const summary = useMemo(() => checkoutSummary(checkout), [checkout]);
  const stored = checkout.shippingInfo.shippingDestination?.address;
  const knownOptions = checkout.shippingInfo.carrierServiceOptions.flatMap((c) => c.shippingOptions);
  const delivery = useDeliveryOptions(api, ships ? (values.shipping.country ?? '') : '', values.shipping.subdivision ?? '', {
    country: stored?.country,
    subdivision: stored?.subdivision,
    options: knownOptions,
  });
  const options = delivery.status === 'ready' ? delivery.options : [];
  const needsOption = ships && options.length > 0;
  const coupon = checkout.appliedDiscounts.find((d) => d.coupon)?.coupon?.code;
  const pickup = options.find((o) => o.code === values.shippingCode)?.logistics.pickupDetails !== undefined;

  /** Keeps the newest answer of the store (an older one arriving late is dropped). */
  const take = (next: CheckoutResponse, seq = ++responseSeq.current) => {
    if (seq === responseSeq.current) setResponse(next);
  };

  // Live errors after the first attempt; the store's own errors stay until their field changes.
  const liveErrors = validated ? formErrors(values, { ships, needsOption, pickup, method, checks: part }) : {};
  const errors: FormErrors = { ...liveErrors, ...shownErrors };
  const errorCount = Object.values(errors).filter(Boolean).length;
  const update = (change: Partial<CheckoutFormValues>, touched: string[]) => {
    setValues((v) => ({ ...v, ...change }));
    if (touched.length > 0)
      setShownErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !touched.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)))));
  };

  // A delivery method the address no longer offers gives way to the first one the store offers.
  useEffect(() => {
    if (delivery.status !== 'ready') return;
    if (options.length === 0) {
      if (values.shippingCode) update({ shippingCode: '' }, []);
    } else if (!options.some((o) => o.code === values.shippingCode)) update({ shippingCode: options[0]!.code }, []);
  }, [delivery]);

  // Complete delivery details are saved as they change, so shipping and tax in the summary are the store's for them.
  const deliveryReady = ships && Object.keys(deliveryErrors(values, { needsOption, pickup })).length === 0 && delivery.status === 'ready';
  const deliveryKey = JSON.stringify([shippingInput(values, pickup), values.shippingCode]);
  const autoSave = useAutoSave(
    deliveryKey,
    deliveryReady,
    async () => {
      const seq = ++responseSeq.current;
      take(
        await api.update({ shippingDestination: shippingInput(values, pickup), ...(values.shippingCode ? { shippingCode: values.shippingCode } : {}) }),
        seq,
      );
    },
    '',
  );

  // Say the new total when it changes (not on the first render).
  const lastTotal = useRef(summary.totals.total);
  useEffect(() => {
    if (lastTotal.current !== summary.totals.total) setAnnouncement(tc.totalUpdated(summary.totals.total));
    lastTotal.current = summary.totals.total;
  }, [summary.totals.total]);

  const confirm = useAction(async () => {
    const { acceptChanges } = await later.load();
    const { response: next, again } = await acceptChanges(api, response.changesToken);
    take(next);
    setChangesAgain(again && next.changes.length > 0);
    setAccepted(next.changes.length === 0);
    if (next.changes.length > 0) setChangesFocus((n) => n + 1);
  });

  const place = useAction(async () => {
    if (!method) return;
    // A delivery save still on its way would reach the store after the order (409, already completed): it goes first.
    await autoSave.settle();
    const { placeOrder } = await later.load();
    const outcome = await placeOrder(api, values, method, response, ships, pickup);
    if ('response' in outcome && outcome.response) take(outcome.response);
    switch (outcome.kind) {
      case 'placed':
        onPlaced(outcome.orderId);
        return;
      case 'invalid':
        setShownErrors(outcome.errors);
        setFieldSummary(true);
        // Refusals no field shows (the store checks more than the page) are listed as they are.
        if (outcome.unplaced.length > 0) setProblem({ error: { text: tc.notAccepted }, list: outcome.unplaced });
        setEpoch((n) => n + 1);
        return;
      case 'changed':
        setChangesAgain(outcome.again);
        setAccepted(false);
        setChangesFocus((n) => n + 1);
        return;
      case 'declined':
        // Nothing was charged: the card number shows why, and takes the focus for another card. The security code is
        // cleared, not flagged: live checks wait for the next attempt (every other field had just passed them).
        setValues((v) => ({ ...v, card: { ...v.card, cvc: '' } }));
        setValidated(false);
        setShownErrors({ 'card.number': outcome.text });
        setEpoch((n) => n + 1);
        return;
      case 'failed':
        if (outcome.field && outcome.field !== 'coupon') {
          setShownErrors({ [outcome.field]: outcome.error.text });
          setEpoch((n) => n + 1);
        } else setProblem({ error: outcome.error });
    }
  });

  const submit = (): void => {
    // The card's and the tax id's checks are in the later chunk: submitting waits for it (placing the order says so if it cannot load).
    const loaded = later.loaded();
    if (!loaded) {
      void later.load().then(submit, () => void place.run());
      return;
    }
    setProblem(undefined);
    setFieldSummary(false);
    setValidated(true);
    if (response.changes.length > 0) {
      setChangesFocus((n) => n + 1);
      return;
    }
    const found = formErrors(values, { ships, needsOption, pickup, method, checks: loaded });
    setShownErrors({});
    if (Object.keys(found).length > 0) {
      setFieldSummary(true);
      setEpoch((n) => n + 1);
      return;
    }
    void place.run();
  };

  const onApplyCoupon = async (code: string) => take(await api.applyCoupon(code));
  const onRemoveCoupon = async () => take(await api.removeCoupon());
  const payLabel = method?.needsCard ? tc.pay(summary.totals.total) : tc.placeOrder;
  const summaryBlock = (
    <OrderSummary summary={summary} headingId="summary-title" headingHidden={isPhone}>
      {part ? (
        <part.CouponForm applied={coupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} locked={place.busy} />
      ) : (
        <div class={`coupon coupon-loading${coupon ? ' coupon-applied' : ''}`} />
      )}
    </OrderSummary>
  );
  const shippingErrors = errorsUnder(errors, 'shipping') as Parameters<typeof AddressFields>[0]['errors'];
  const billingErrors = errorsUnder(errors, 'billing') as Parameters<typeof AddressFields>[0]['errors'];

  return (
    <div class="checkout">
      <div class="checkout-head">
        <h1 id="checkout-title" class="view-heading" tabIndex={-1}>
          {tc.title}
        </h1>
        {backUrl && isWebUrl(backUrl) && (
          <a class="back-link" href={backUrl}>
            <span class="back-arrow" aria-hidden="true">
              ←
            </span>
            {tc.backToCart}
          </a>
        )}
      </div>
      <p class="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div class="checkout-layout">
        <div class="checkout-aside">
          {isPhone ? (
            <details class="summary-toggle">
              <summary>
                <span class="summary-toggle-text">{tc.showSummary(summary.totals.total)}</span>
              </summary>
              {summaryBlock}
            </details>
          ) : (
            summaryBlock
          )}
        </div>
        <div class="checkout-main">
          {part && response.changes.length > 0 && (
            <part.ChangesNotice
              changes={response.changes}
              again={changesAgain}
              busy={confirm.busy}
              error={confirm.error}
              onAccept={() => void confirm.run()}
              backUrl={backUrl}
              focusEpoch={changesFocus}
            />
          )}
          {accepted && response.changes.length === 0 && (
            <Alert tone="success">
              <p>{tc.changesAccepted}</p>
            </Alert>
          )}
          <Form onSubmit={submit} busy={place.busy} errorEpoch={epoch} labelledBy="checkout-title">
            <section class="panel" aria-labelledby="contact-title">
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
              <section class="panel" aria-labelledby="delivery-title">
                <h2 id="delivery-title">{tc.deliveryTitle}</h2>
                <div class="form-stack">
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

            <section class="panel" aria-labelledby="payment-title">
              <h2 id="payment-title">{tc.paymentTitle}</h2>
              <div class="form-stack">
                <PaymentOptions
                  methods={methods}
                  selected={values.paymentId}
                  onSelect={(paymentId) => update({ paymentId }, ['paymentId', 'card'])}
                  card={values.card}
                  onCard={(card) => update({ card }, ['card'])}
                  errors={errors}
                />
                <fieldset class="fieldset billing">
                  <legend>{tc.billingTitle}</legend>
                  {ships && (
                    <div class="checkbox">
                      <input
                        id="billing-same"
                        type="checkbox"
                        checked={values.billingSame}
                        onChange={(event) => update({ billingSame: (event.currentTarget as HTMLInputElement).checked }, ['billing', 'payer'])}
                      />
                      <label for="billing-same">{pickup ? tc.billingSamePickup : tc.billingSame}</label>
                    </div>
                  )}
                  {(!values.billingSame || !ships) && (
                    <div class="form-stack">
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

            <section class="panel" aria-labelledby="note-title">
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

            <div class="place-order">
              {fieldSummary && errorCount > 0 && <ErrorAlert error={{ text: tc.fixFields(errorCount) }} />}
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
              {place.error && <ErrorAlert error={place.error} />}
              <div class="place-order-total">
                <span>{tc.total}</span>
                <strong>{summary.totals.total}</strong>
              </div>
              <Button type="submit" block busy={place.busy} busyLabel={tc.placing}>
                {payLabel}
              </Button>
              <p class="muted small">{tc.secure}</p>
            </div>
          </Form>
        </div>
      </div>
    </div>
  );
}
