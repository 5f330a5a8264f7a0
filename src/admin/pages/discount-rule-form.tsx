// The new automatic discount form: name, percent or amount off every product, and the subtotal from which it applies.
import { useState } from 'react';
import { createDiscountRule, type DiscountRuleInput, type WireDiscountRule } from '../api/discount-rules-api.js';
import { SelectField, TextField } from '../components/field.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

const EMPTY: DiscountRuleInput = { name: '', kind: 'PERCENTAGE', value: '', minimumSubtotal: '' };
const VALUE_AT = 'discounts.values[0]';

/** The form that creates an automatic discount; `onCreated` gets the store's answer. */
export function DiscountRuleForm({ onCreated }: { onCreated: (rule: WireDiscountRule) => void }) {
  const texts = t().discounts;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof DiscountRuleInput) => (value: string) => setValues((before) => ({ ...before, [key]: value }));
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      const rule = await createDiscountRule(values);
      setValues(EMPTY);
      setErrors({});
      notify('success', texts.ruleCreated(rule.name));
      onCreated(rule);
    } catch (error) {
      const found = violationsByField(error, 'discountRule');
      setErrors(found);
      const reason = Object.keys(found).length > 0 ? t().common.fixFields : reasonOf(error);
      setRefusal(reason);
      notify('error', reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="panel form" aria-labelledby="new-rule-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="new-rule-title">{texts.newRule}</h2>
      {refusal && <p class="form-alert">{refusal}</p>}
      <div class="grid-2">
        <TextField label={texts.ruleName} name="ruleName" value={values.name} onValue={set('name')} error={errors.name} />
        <SelectField
          label={texts.kind}
          name="ruleKind"
          value={values.kind}
          onValue={(value) => set('kind')(value as DiscountRuleInput['kind'])}
          options={[
            { value: 'PERCENTAGE', label: texts.kinds.PERCENT_OFF_RATE },
            { value: 'FIXED_AMOUNT', label: texts.kinds.MONEY_OFF_AMOUNT },
          ]}
        />
        <TextField
          label={values.kind === 'PERCENTAGE' ? texts.percentOff : texts.amountOffEach}
          name="ruleValue"
          inputMode="decimal"
          value={values.value}
          onValue={set('value')}
          error={errors[`${VALUE_AT}.percentage`] ?? errors[`${VALUE_AT}.fixedAmount`]}
        />
        <TextField
          label={texts.minimumSubtotal}
          name="ruleMinimum"
          inputMode="decimal"
          value={values.minimumSubtotal}
          onValue={set('minimumSubtotal')}
          error={errors['trigger.subtotalRange.from']}
          hint={texts.optional}
        />
      </div>
      <button type="submit" class="button button-primary" disabled={busy}>
        {busy ? t().common.saving : texts.createRule}
      </button>
    </form>
  );
}
