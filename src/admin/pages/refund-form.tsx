// Refunds an order: everything left, chosen line units (with shipping) or an amount, with a reason and an optional restock; the server's violations show at their fields.
import { useState, type SubmitEvent } from 'react';
import type { Refundability } from '../../wire/order-operations.js';
import type { Order } from '../../wire/orders.js';
import { refundOrder, type RefundChoice } from '../api/orders-api.js';
import { CheckboxField, TextField } from '../components/field.js';
import { refundPreview } from '../core/refund-preview.js';
import { errorStatus, reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** How the merchant picks what to refund. */
type RefundKind = RefundChoice['kind'];

/** The order's lines that still have units to refund, with how many. */
function refundableLines(order: Pick<Order, 'lineItems'>): { id: string; name: string; left: number }[] {
  return order.lineItems
    .map((line) => ({ id: line.id, name: line.productName.translated ?? line.productName.original, left: line.quantity - line.refundQuantity }))
    .filter((line) => line.left > 0);
}

/** A line's error from a violation of the refunded units or of the restocked units (both name the line by its index). */
function lineErrors(found: Record<string, string>, sentIds: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  sentIds.forEach((id, i) => {
    const error =
      found[`details.lineItems[${i}].quantity`] ?? found[`details.lineItems[${i}].lineItemId`] ?? found[`sideEffects.restockInfo.items[${i}].quantity`];
    if (error) errors[id] = error;
  });
  return errors;
}

/** The refund form of a paid order; `onDone` reloads the order. */
export function RefundForm({ order, refundability, onDone }: { order: Order; refundability: Refundability; onDone: () => void }) {
  const texts = t().order;
  const lines = refundableLines(order);
  const manual = refundability.refundabilityStatus === 'MANUAL';
  const [kind, setKind] = useState<RefundKind>('all');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [shippingIncluded, setShippingIncluded] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The refund the merchant was asked to confirm: its amount and what it was worked out from (a change asks again).
  const [asked, setAsked] = useState<{ amount: string; basis: string } | undefined>();
  // One key per attempt: a retried request after a lost answer is answered with the first refund, never a second one.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());

  const chosen = lines.map((line) => ({ lineItemId: line.id, quantity: Number(units[line.id] || 0) })).filter((line) => line.quantity > 0);
  const choice = (): RefundChoice =>
    kind === 'lines' ? { kind, lineItems: chosen, shippingIncluded } : kind === 'amount' ? { kind, amount } : { kind: 'all' };

  const basis = JSON.stringify([choice(), reason, restock]);
  const confirming = asked !== undefined && asked.basis === basis ? asked.amount : undefined;

  /** First submit: the amount to confirm; the confirmation then sends the refund. */
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setRefusal(undefined);
    if (kind === 'lines' && chosen.length === 0 && !shippingIncluded) {
      setRefusal(texts.refundNothingChosen);
      return;
    }
    setAsked({ amount: refundPreview(order, choice()) ?? `${amount.trim()} ${order.currency}`, basis });
  };

  const send = async () => {
    setAsked(undefined);
    setBusy(true);
    try {
      const answer = await refundOrder(
        order.id,
        refundability.paymentId,
        choice(),
        { reason, restock: restock && kind !== 'amount', external: manual },
        attemptKey,
      );
      const refund = answer.orderTransactions.refunds.find((r) => r.id === answer.refundId);
      notify('success', texts.refundDone(refund?.summary.refunded.formattedAmount ?? ''));
      setAttemptKey(crypto.randomUUID());
      onDone();
    } catch (error) {
      const found = violationsByField(error);
      const sent = kind === 'lines' ? chosen.map((l) => l.lineItemId) : [];
      const next = {
        ...lineErrors(found, sent),
        ...(found['payments[0].amount.amount'] ? { amount: found['payments[0].amount.amount'] } : {}),
        ...(found['details.reason'] ? { reason: found['details.reason'] } : {}),
      };
      setErrors(next);
      // A refusal no field shows (nothing left to refund, more than was paid, the provider said no) is said above the fields.
      const message = Object.keys(next).length > 0 ? t().common.fixFields : reasonOf(error);
      setRefusal(message);
      notify('error', message);
      // A refusal the store answered makes the next attempt a new request; after a lost answer the key stays, so a
      // retry is answered with the refund that may have happened instead of refunding twice.
      if (errorStatus(error) !== undefined) setAttemptKey(crypto.randomUUID());
    } finally {
      setBusy(false);
    }
  };

  const option = (value: RefundKind, label: string) => (
    <div className="field field-check">
      <input id={`refund-${value}`} type="radio" name="refundKind" value={value} checked={kind === value} onChange={() => setKind(value)} />
      <label htmlFor={`refund-${value}`}>{label}</label>
    </div>
  );
  return (
    <form className="panel" noValidate onSubmit={submit} aria-labelledby="refund-title">
      <h2 id="refund-title">{texts.refundTitle}</h2>
      {manual && <p className="hint">{texts.refundManual}</p>}
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      <fieldset>
        <legend>{texts.refundWhat}</legend>
        {option('all', texts.refundAll)}
        {lines.length > 0 && option('lines', texts.refundLines)}
        {option('amount', texts.refundAmount)}
      </fieldset>
      {kind === 'lines' && (
        <>
          {lines.map((line) => (
            <TextField
              key={line.id}
              label={texts.refundUnits(line.name, line.left)}
              name={`units-${line.id}`}
              inputMode="numeric"
              value={units[line.id] ?? ''}
              onValue={(value) => setUnits((before) => ({ ...before, [line.id]: value }))}
              error={errors[line.id]}
            />
          ))}
          {Number(order.priceSummary.shipping.amount) > 0 && (
            <CheckboxField label={texts.refundShipping} name="shippingIncluded" checked={shippingIncluded} onChecked={setShippingIncluded} />
          )}
        </>
      )}
      {kind === 'amount' && (
        <TextField label={`${texts.amount} (${order.currency})`} name="amount" inputMode="decimal" value={amount} onValue={setAmount} error={errors.amount} />
      )}
      <TextField label={texts.reason} hint={texts.reasonHint} name="reason" value={reason} onValue={setReason} error={errors.reason} />
      {kind !== 'amount' && <CheckboxField label={texts.restock} name="restock" checked={restock} onChecked={setRestock} />}
      {confirming === undefined ? (
        <button type="submit" className="button button-primary" disabled={busy}>
          {texts.refund}
        </button>
      ) : (
        <div className="confirm" role="group" aria-labelledby="confirm-refund">
          <p id="confirm-refund">{manual ? texts.confirmRefundManual(confirming) : texts.confirmRefund(confirming)}</p>
          <button type="button" className="button button-danger" disabled={busy} onClick={() => void send()}>
            {texts.refundNow(confirming)}
          </button>{' '}
          <button type="button" className="button" autoFocus onClick={() => setAsked(undefined)}>
            {texts.refundBack}
          </button>
        </div>
      )}
    </form>
  );
}
