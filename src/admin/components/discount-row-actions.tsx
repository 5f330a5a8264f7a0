// The actions cell of a coupon's or an automatic discount's row: Edit (when the form can show it), switch on or off, Delete.
import { t } from '../i18n/messages.js';
import { ConfirmButton } from './confirm-button.js';

/** Props of {@link DiscountRowActions}. */
export interface DiscountRowActionsProps {
  /** The coupon's code or the rule's name, in the buttons' labels. */
  name: string;
  /** Whether it is switched on. */
  on: boolean;
  /** Opens the edit form; no Edit button when undefined. */
  onEdit: (() => void) | undefined;
  onToggle: () => void;
  /** The question Delete asks first. */
  question: string;
  onDelete: () => void;
}

/** Edit, Turn off (or on) and Delete, labelled with the row's name. */
export function DiscountRowActions({ name, on, onEdit, onToggle, question, onDelete }: DiscountRowActionsProps) {
  const texts = t().discounts;
  return (
    <td className="row-actions">
      {onEdit && (
        <button type="button" className="button button-small" aria-label={texts.editFor(name)} onClick={onEdit}>
          {texts.edit}
        </button>
      )}{' '}
      <button type="button" className="button button-small" aria-label={texts.toggleFor(on ? texts.turnOff : texts.turnOn, name)} onClick={onToggle}>
        {on ? texts.turnOff : texts.turnOn}
      </button>{' '}
      <ConfirmButton label={t().common.delete} name={texts.deleteFor(name)} question={question} onConfirm={onDelete} />
    </td>
  );
}
