// The drawer's coupon: a field to apply a code (with the store's reason when it refuses it), or the applied code to remove.
import { useEffect, useRef, useState } from 'react';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';
import type { ChangeResult } from '../../store/cart-actions.js';
import { applyCoupon, removeCoupon } from '../../store/cart-edits.js';

/** Apply or remove the cart's coupon. */
export function CouponForm() {
  const t = drawerMessages();
  const coupon = useTote((s) => s.cart?.appliedDiscounts.find((d) => d.coupon)?.coupon?.code);
  const [error, setError] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // The control the shopper used goes when the coupon comes or goes: focus its replacement.
  useEffect(() => {
    if (moved.current) box.current?.querySelector<HTMLElement>('input,button')?.focus();
    moved.current = false;
  }, [coupon]);

  const run = async (change: Promise<ChangeResult>) => {
    const result = await change;
    setError(result.ok ? undefined : result.message);
    moved.current = result.ok;
  };

  return (
    <div part="coupon" ref={box}>
      {coupon ? (
        <p class="applied">
          <span class="tag">{coupon}</span>
          <button type="button" class="link" aria-label={t.removeCoupon(coupon)} onClick={() => run(removeCoupon())}>
            {t.remove}
          </button>
        </p>
      ) : (
        <form
          class="form"
          onSubmit={(event) => {
            event.preventDefault();
            const code = String(new FormData(event.currentTarget).get('code')).trim();
            if (code) void run(applyCoupon(code));
          }}
        >
          <label for="coupon">{t.couponCode}</label>
          <div class="row">
            <input id="coupon" name="code" class="tote-field" autoComplete="off" aria-invalid={!!error} aria-describedby="coupon-error" />
            <button class="tote-button" data-variant="quiet">
              {t.apply}
            </button>
          </div>
        </form>
      )}
      <p id="coupon-error" class="problem" role="alert">
        {error}
      </p>
    </div>
  );
}
