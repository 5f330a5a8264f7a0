// The automatic discount form (new or edit): name, percent or amount off every product, and the subtotal from which it applies.
import { createDiscountRule, updateDiscountRule, type DiscountRuleInput, type WireDiscountRule } from '../api/discount-rules-api.js';
import { SelectField, TextField } from '../components/field.js';
import { t } from '../i18n/messages.js';
import { useEditForm } from '../state/use-edit-form.js';

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
  const { values, set, errors, refusal, busy, submit, heading } = useEditForm({
    editing: !!editing,
    initial: () => editing?.input ?? EMPTY,
    empty: EMPTY,
    save: (values: DiscountRuleInput) => (editing ? updateDiscountRule(editing.rule, values) : createDiscountRule(values)),
    violationsAt: 'discountRule',
    savedNotice: (rule) => (editing ? texts.ruleSaved : texts.ruleCreated)(rule.name),
    onSaved,
  });
  return (
    <form className="panel form" aria-labelledby={editing ? 'edit-rule-title' : 'new-rule-title'} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={editing ? 'edit-rule-title' : 'new-rule-title'} ref={heading} tabIndex={-1}>
        {editing ? texts.editRule(editing.rule.name) : texts.newRule}
      </h2>
      {refusal && <p className="form-alert">{refusal}</p>}
      <div className="grid-2">
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
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t().common.saving : editing ? texts.saveRule : texts.createRule}
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
