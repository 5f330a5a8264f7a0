// The coupon form (new or edit): code, kind and value, minimum subtotal, usage limit, start and expiry; a refusal keeps what was typed.
import { couponInputOf, createCoupon, updateCoupon, type CouponInput, type CouponKind, type WireCoupon } from '../api/coupons-api.js';
import { SelectField, TextField } from '../components/field.js';
import { t } from '../i18n/messages.js';
import { useEditForm } from '../state/use-edit-form.js';

const EMPTY: CouponInput = { code: '', name: '', kind: 'PERCENT_OFF_RATE', value: '', minimumSubtotal: '', usageLimit: '', startDate: '', expiryDate: '' };

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /** The coupon edited, with its kind (one the form offers); a new coupon when undefined. */
  editing?: { coupon: WireCoupon; kind: CouponKind } | undefined;
  /** Gets the store's answer. */
  onSaved: (coupon: WireCoupon) => void;
  /** Closes the edit form (unused for a new coupon). */
  onCancel?: () => void;
}

/** The form that creates or edits a coupon. */
export function CouponForm({ editing, onSaved, onCancel }: CouponFormProps) {
  const texts = t().discounts;
  const { values, set, errors, refusal, busy, submit, heading } = useEditForm({
    editing: !!editing,
    initial: () => (editing ? couponInputOf(editing.coupon, editing.kind) : EMPTY),
    empty: EMPTY,
    save: (values: CouponInput) => (editing ? updateCoupon(editing.coupon, values) : createCoupon(values)),
    violationsAt: 'specification',
    savedNotice: (coupon) => (editing ? texts.couponSaved : texts.couponCreated)(coupon.specification.code ?? ''),
    onSaved,
    refusalField: 'specification',
  });
  return (
    <form className="panel form" aria-labelledby={editing ? 'edit-coupon-title' : 'new-coupon-title'} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={editing ? 'edit-coupon-title' : 'new-coupon-title'} ref={heading} tabIndex={-1}>
        {editing ? texts.editCoupon(editing.coupon.specification.code ?? '') : texts.newCoupon}
      </h2>
      {refusal && <p className="form-alert">{refusal}</p>}
      <div className="grid-2">
        <TextField label={texts.code} name="code" value={values.code} onValue={set('code')} error={errors.code} hint={texts.codeHint} />
        <TextField label={texts.couponName} name="name" value={values.name} onValue={set('name')} error={errors.name} hint={texts.couponNameHint} />
        <SelectField
          label={texts.kind}
          name="kind"
          value={values.kind}
          onValue={(value) => set('kind')(value as CouponKind)}
          options={(['PERCENT_OFF_RATE', 'MONEY_OFF_AMOUNT', 'FREE_SHIPPING'] as const).map((value) => ({ value, label: texts.kinds[value] }))}
        />
        {values.kind !== 'FREE_SHIPPING' && (
          <TextField
            label={values.kind === 'PERCENT_OFF_RATE' ? texts.percentOff : texts.amountOff}
            name="value"
            inputMode="decimal"
            value={values.value}
            onValue={set('value')}
            error={errors.percentOffRate ?? errors.moneyOffAmount}
          />
        )}
        <TextField
          label={texts.minimumSubtotal}
          name="minimumSubtotal"
          inputMode="decimal"
          value={values.minimumSubtotal}
          onValue={set('minimumSubtotal')}
          error={errors.minimumSubtotal}
          hint={texts.optional}
        />
        <TextField
          label={texts.usageLimit}
          name="usageLimit"
          inputMode="numeric"
          value={values.usageLimit}
          onValue={set('usageLimit')}
          error={errors.usageLimit}
          hint={texts.usageLimitHint}
        />
        <TextField
          label={texts.starts}
          name="startDate"
          type="date"
          value={values.startDate}
          onValue={set('startDate')}
          error={errors.startTime}
          hint={texts.startsHint}
        />
        <TextField
          label={texts.expires}
          name="expiryDate"
          type="date"
          value={values.expiryDate}
          onValue={set('expiryDate')}
          error={errors.expirationTime}
          hint={texts.optional}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t().common.saving : editing ? texts.saveCoupon : texts.createCoupon}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancel}>
            {t().common.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
