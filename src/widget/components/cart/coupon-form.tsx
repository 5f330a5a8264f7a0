// The drawer's coupon form (a chunk of its own, loaded when the shopper opens "Add a coupon"): a field to apply a code (with the store's
// reason when it refuses it), or the applied code to remove.
import { useEffect, useRef, useState } from 'react';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';
import type { ChangeResult } from '../../store/cart-actions.js';
import { applyCoupon, removeCoupon } from '../../store/coupon-actions.js';

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /** Focus the field as it appears (the shopper opened "Add a coupon"). */
  focus: boolean;
}

/** Apply or remove the cart's coupon. */
export function CouponForm({ focus }: CouponFormProps) {
  const t = drawerMessages();
  const coupon = useTote((s) => s.cart?.appliedDiscounts.find((d) => d.coupon)?.coupon?.code);
  const [error, setError] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(focus);

  // Focus moves into the field as it appears, and to the replacement of the control the shopper used when the coupon comes or goes.
  useEffect(() => {
    if (moved.current) box.current?.querySelector<HTMLElement>('input,button')?.focus();
    moved.current = false;
  }, [coupon]);

  // Set before the change: React re-renders (and runs the effect) as the store changes, before the await below resumes.
  const run = async (change: Promise<ChangeResult>) => {
    moved.current = true;
    const result = await change;
    setError(result.ok ? undefined : result.message);
    if (!result.ok) moved.current = false;
  };

  return (
    <div ref={box}>
      {coupon ? (
        <p className="applied">
          <span className="tag">{coupon}</span>
          <button type="button" className="link" aria-label={t.removeCoupon(coupon)} onClick={() => run(removeCoupon())}>
            {t.remove}
          </button>
        </p>
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            const code = String(new FormData(event.currentTarget).get('code')).trim();
            if (code) void run(applyCoupon(code));
          }}
        >
          <label htmlFor="coupon">{t.couponCode}</label>
          <div className="row">
            <input id="coupon" name="code" className="tote-field" autoComplete="off" aria-invalid={!!error} aria-describedby="coupon-error" />
            <button className="tote-button" data-variant="quiet">
              {t.apply}
            </button>
          </div>
        </form>
      )}
      <p id="coupon-error" className="problem" role="alert">
        {error}
      </p>
    </div>
  );
}
