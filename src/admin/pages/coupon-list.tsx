// The coupons table: code, discount, conditions, uses and dates; opened for editing; switched on or off and deleted at once, rolled back with the store's reason.
import { couponKindOf, deleteCoupon, setCouponActive, type CouponKind, type WireCoupon } from '../api/coupons-api.js';
import { DiscountRowActions } from '../components/discount-row-actions.js';
import { ListTable } from '../components/list-table.js';
import { formatDate, formatMoney } from '../core/format.js';
import { t } from '../i18n/messages.js';
import { useOptimisticList, type ReplaceItem } from '../state/optimistic-list.js';

/** What a coupon takes off (`10% off`, `€5.00 off`, `Free shipping`). */
export function couponValue(coupon: WireCoupon, currency: string): string {
  const texts = t().discounts;
  const spec = coupon.specification;
  if (spec.percentOffRate !== undefined) return texts.percentValue(String(spec.percentOffRate));
  if (spec.moneyOffAmount !== undefined) return texts.amountValue(formatMoney(spec.moneyOffAmount, currency));
  if (spec.freeShipping) return texts.kinds.FREE_SHIPPING;
  if (spec.fixedPriceAmount !== undefined) return texts.fixedPriceValue(formatMoney(spec.fixedPriceAmount, currency));
  if (spec.buyXGetY) return texts.buyXGetY(spec.buyXGetY.x, spec.buyXGetY.y);
  return '';
}

/** Active, switched off, expired, or not started. */
function couponStatus(coupon: WireCoupon, now: number): string {
  const texts = t().discounts.status;
  if (coupon.expired) return texts.EXPIRED;
  if (coupon.specification.active === false) return texts.OFF;
  if ((coupon.specification.startTime ?? 0) > now) return texts.PENDING;
  return texts.LIVE;
}

/** Props of {@link CouponList}. */
export interface CouponListProps {
  coupons: WireCoupon[];
  currency: string;
  /** Replaces the coupon of this id (undefined removes it; a coupon not listed is added). */
  replace: ReplaceItem<WireCoupon>;
  /** Opens the edit form of a coupon of a kind the form offers. */
  onEdit: (coupon: WireCoupon, kind: CouponKind) => void;
}

/** The table of the site's coupons. */
export function CouponList({ coupons, currency, replace, onEdit }: CouponListProps) {
  const texts = t().discounts;
  const now = Date.now();
  const list = useOptimisticList(replace);
  const toggle = (coupon: WireCoupon) => {
    const active = coupon.specification.active === false;
    return list.change(coupon, { ...coupon, specification: { ...coupon.specification, active } }, () => setCouponActive(coupon.id, active));
  };
  const remove = (coupon: WireCoupon) => list.remove(coupon, () => deleteCoupon(coupon.id));
  return (
    <ListTable
      items={coupons}
      empty={texts.noCoupons}
      columns={[texts.code, texts.discount, texts.conditions, texts.uses, texts.valid, texts.state, texts.actions]}
      row={(coupon) => {
        const spec = coupon.specification;
        const code = spec.code ?? '';
        const on = spec.active !== false;
        const kind = couponKindOf(coupon);
        return (
          <tr key={coupon.id}>
            <th scope="row">
              {code}
              {spec.name && spec.name !== code && <span className="sub">{spec.name}</span>}
            </th>
            <td>{couponValue(coupon, currency)}</td>
            <td>{spec.minimumSubtotal !== undefined ? texts.minimum(formatMoney(spec.minimumSubtotal, currency)) : texts.noConditions}</td>
            <td className="num">{spec.usageLimit ? `${coupon.numberOfUsages} / ${spec.usageLimit}` : String(coupon.numberOfUsages)}</td>
            <td>
              {spec.startTime !== undefined && formatDate(new Date(spec.startTime).toISOString())}
              {spec.expirationTime !== undefined && ` – ${formatDate(new Date(spec.expirationTime).toISOString())}`}
            </td>
            <td>
              <span className="badge">{couponStatus(coupon, now)}</span>
            </td>
            <DiscountRowActions
              name={code}
              on={on}
              onEdit={kind && (() => onEdit(coupon, kind))}
              onToggle={() => void toggle(coupon)}
              question={texts.confirmDeleteCoupon(code)}
              onDelete={() => void remove(coupon)}
            />
          </tr>
        );
      }}
    />
  );
}
