// The coupon: a code to apply (the store says why one does not), or the applied one with a way to remove it; the code being typed is the form's own.
import { useState } from 'react';
import { useStore } from 'zustand';
import { Alert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { useAction } from '../../core/use-action.js';
import { messages } from './later-texts.js';
import { appliedCoupon } from './state/checkout-state.js';
import type { CheckoutStore } from './state/checkout-store.js';
import { applyCoupon, removeCoupon } from './state/coupon-actions.js';

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /** The page's store: the coupon applied, and whether the order is being placed (no changes then). */
  checkout: CheckoutStore;
}

/** Longest coupon code the store takes. */
const COUPON_MAX_LENGTH = 100;

/** The coupon entry of the summary. */
export function CouponForm({ checkout }: CouponFormProps) {
  const t = messages().checkout;
  const applied = useStore(checkout, appliedCoupon);
  const locked = useStore(checkout, (s) => s.placing);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [epoch, setEpoch] = useState(0);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const apply = useAction(async (value: string) => {
    await applyCoupon(checkout, value);
    setCode('');
    setNotice(t.couponApplied(value.toUpperCase()));
  });
  const remove = useAction(async () => {
    await removeCoupon(checkout);
    setNotice(t.couponRemoved);
  });
  const failure = apply.error?.text ?? error;

  if (applied) {
    return (
      <div className="coupon coupon-applied">
        <p>
          <span className="badge badge-ok">{applied}</span>
        </p>
        <Button variant="link" busy={remove.busy} disabled={locked} label={t.removeCouponLabel(applied)} onClick={() => void remove.run()}>
          {t.removeCoupon}
        </Button>
        {remove.error && <p className="field-error">{remove.error.text}</p>}
        {notice && (
          <Alert tone="success">
            <p>{notice}</p>
          </Alert>
        )}
      </div>
    );
  }
  return (
    <div className="coupon">
      <Form
        labelledBy="coupon-title"
        busy={apply.busy}
        errorEpoch={epoch}
        onSubmit={() => {
          setNotice(undefined);
          const value = code.trim();
          if (!value) {
            setError(t.couponRequired);
            setEpoch((e) => e + 1);
            return;
          }
          setError(undefined);
          void apply.run(value);
        }}
      >
        <h3 id="coupon-title" className="visually-hidden">
          {t.couponTitle}
        </h3>
        <div className="coupon-row">
          <Field
            label={t.couponCode}
            value={code}
            onValue={setCode}
            error={failure}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPON_MAX_LENGTH}
          />
          <Button type="submit" variant="secondary" busy={apply.busy} busyLabel={t.applyingCoupon} disabled={locked}>
            {t.applyCoupon}
          </Button>
        </div>
        {notice && (
          <Alert tone="success">
            <p>{notice}</p>
          </Alert>
        )}
      </Form>
    </div>
  );
}
