// The drawer's coupon: an "Add a coupon" disclosure whose form (its own chunk) loads when the shopper opens it, or at once when a coupon is applied.
import { useEffect, useState } from 'react';
import { once, useChunk } from '../../hooks/use-chunk.js';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';

const loadForm = once(() => import('../../entries/coupon-form.js'));

/** "Add a coupon" (a button that shows the field and moves focus into it), or the applied coupon with its Remove button. */
export function Coupon() {
  const t = drawerMessages();
  const applied = useTote((s) => !!s.cart?.appliedDiscounts.some((d) => d.coupon));
  // Open once the shopper asked for the field, or once a coupon was applied (the field comes back when it is removed).
  const [open, setOpen] = useState(applied);
  const [chunk, load] = useChunk(loadForm);
  useEffect(() => {
    if (applied) {
      setOpen(true);
      load();
    }
  }, [applied]);

  return (
    <div part="coupon">
      {!applied && (
        <button
          type="button"
          className="link"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
            load();
          }}
          onPointerEnter={load}
        >
          {t.addCoupon}
        </button>
      )}
      {open && chunk && <chunk.CouponForm focus={!applied} />}
    </div>
  );
}
