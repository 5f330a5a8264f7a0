// The automatic discounts table: name, discount, from which subtotal, status; opened for editing; switched on or off and deleted at once, rolled back with the store's reason.
import { deleteDiscountRule, discountRuleInputOf, setDiscountRuleActive, type DiscountRuleInput, type WireDiscountRule } from '../api/discount-rules-api.js';
import { DiscountRowActions } from '../components/discount-row-actions.js';
import { ListTable } from '../components/list-table.js';
import { formatMoney } from '../core/format.js';
import { t } from '../i18n/messages.js';
import { useOptimisticList, type ReplaceItem } from '../state/optimistic-list.js';

/** What a rule takes off (`10% off`, `€2.00 off each`). */
function ruleValue(rule: WireDiscountRule, currency: string): string {
  const texts = t().discounts;
  const value = rule.discounts.values[0];
  if (!value) return '';
  if (value.discountType === 'PERCENTAGE') return texts.percentValue(String(value.percentage));
  if (value.discountType === 'FIXED_AMOUNT') return texts.amountEachValue(formatMoney(value.fixedAmount ?? 0, currency));
  return texts.fixedPriceValue(formatMoney(value.fixedPrice ?? 0, currency));
}

/** Props of {@link DiscountRuleList}. */
export interface DiscountRuleListProps {
  rules: WireDiscountRule[];
  currency: string;
  /** Replaces the rule of this id (undefined removes it; a rule not listed is added). */
  replace: ReplaceItem<WireDiscountRule>;
  /** Opens the edit form of a rule the form can show. */
  onEdit: (rule: WireDiscountRule, input: DiscountRuleInput) => void;
}

/** The table of the site's automatic discounts. */
export function DiscountRuleList({ rules, currency, replace, onEdit }: DiscountRuleListProps) {
  const texts = t().discounts;
  const list = useOptimisticList(replace);
  const toggle = (rule: WireDiscountRule) => list.change(rule, { ...rule, active: !rule.active }, () => setDiscountRuleActive(rule, !rule.active));
  const remove = (rule: WireDiscountRule) => list.remove(rule, () => deleteDiscountRule(rule.id));
  return (
    <ListTable
      items={rules}
      empty={texts.noRules}
      columns={[texts.ruleName, texts.discount, texts.conditions, { label: texts.uses, class: 'num' }, texts.state, texts.actions]}
      row={(rule) => {
        const from = rule.trigger?.subtotalRange?.from;
        const input = discountRuleInputOf(rule);
        return (
          <tr key={rule.id}>
            <th scope="row">{rule.name}</th>
            <td>{ruleValue(rule, currency)}</td>
            <td>{from ? texts.minimum(formatMoney(from, currency)) : texts.noConditions}</td>
            <td className="num">{rule.usageCount}</td>
            <td>
              <span className="badge">{rule.active ? texts.status[rule.status] : texts.status.OFF}</span>
            </td>
            <DiscountRowActions
              name={rule.name}
              on={rule.active}
              onEdit={input && (() => onEdit(rule, input))}
              onToggle={() => void toggle(rule)}
              question={texts.confirmDeleteRule(rule.name)}
              onDelete={() => void remove(rule)}
            />
          </tr>
        );
      }}
    />
  );
}
