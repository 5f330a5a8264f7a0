// The automatic discount form (new or edit): name, percent or amount off every product, and the subtotal from which it applies.
import { useEffect, useRef, useState } from 'react';
import { createDiscountRule, updateDiscountRule, type DiscountRuleInput, type WireDiscountRule } from '../api/discount-rules-api.js';
import { SelectField, TextField } from '../components/field.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

const EMPTY: DiscountRuleInput = { name: '', kind: 'PERCENTAGE', value: '', minimumSubtotal: '' };
const VALUE_AT = 'discounts.values[0]';

/** Props of {@link DiscountRuleForm}. */
export interface DiscountRuleFormProps {
  /** The rule edited with its form fields; a new rule when undefined. */
  editing?: { rule: WireDiscountRule; input: DiscountRuleInput } | undefined;
  /** Gets the store's answer. */
  onSaved: (rule: WireDiscountRule) => void;
  /** Closes the edit form (unused for a new rule). */
  onCancel?: () => void;
}

/** The form that creates or edits an automatic discount. */
export function DiscountRuleForm({ editing, onSaved, onCancel }: DiscountRuleFormProps) {
  const texts = t().discounts;
  const [values, setValues] = useState(() => editing?.input ?? EMPTY);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof DiscountRuleInput) => (value: string) => setValues((before) => ({ ...before, [key]: value }));
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      const rule = editing ? await updateDiscountRule(editing.rule, values) : await createDiscountRule(values);
      if (!editing) setValues(EMPTY);
      setErrors({});
      notify('success', editing ? texts.ruleSaved(rule.name) : texts.ruleCreated(rule.name));
      onSaved(rule);
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
    <form class="panel form" aria-labelledby={editing ? 'edit-rule-title' : 'new-rule-title'} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={editing ? 'edit-rule-title' : 'new-rule-title'} ref={heading} tabIndex={-1}>
        {editing ? texts.editRule(editing.rule.name) : texts.newRule}
      </h2>
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
      <div class="actions">
        <button type="submit" class="button button-primary" disabled={busy}>
          {busy ? t().common.saving : editing ? texts.saveRule : texts.createRule}
        </button>
        {editing && (
          <button type="button" class="button" onClick={onCancel}>
            {t().common.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
