// How to pay: the store's methods as radios (offline first), the merchant's instructions, and the TEST card provider, clearly marked, with its card fields.
import type { PaymentMethodInfo } from '../../../wire/checkout.js';
import { Field, FieldError } from '../../components/field.js';
import { messages } from './texts.js';
import { formatCardNumber, formatExpiry, type CardValues } from './card-values.js';

/** Props of {@link PaymentOptions}. */
export interface PaymentOptionsProps {
  methods: PaymentMethodInfo[];
  selected: string;
  onSelect: (id: string) => void;
  card: CardValues;
  onCard: (card: CardValues) => void;
  errors: Record<string, string | undefined>;
}

function CardFields({ card, onCard, errors }: Pick<PaymentOptionsProps, 'card' | 'onCard' | 'errors'>) {
  const t = messages().checkout;
  return (
    <div class="card-fields">
      <Field
        label={t.cardNumber}
        value={card.number}
        onValue={(number) => onCard({ ...card, number: formatCardNumber(number) })}
        error={errors['card.number']}
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        maxLength={23}
        required
        name="cardnumber"
      />
      <div class="field-row card-row">
        <Field
          label={t.expiry}
          hint={t.expiryHint}
          value={card.expiry}
          onValue={(expiry) => onCard({ ...card, expiry: formatExpiry(expiry, card.expiry) })}
          error={errors['card.expiry']}
          autoComplete="cc-exp"
          inputMode="numeric"
          spellCheck={false}
          maxLength={7}
          required
        />
        <Field
          label={t.cvc}
          hint={t.cvcHint}
          value={card.cvc}
          onValue={(cvc) => onCard({ ...card, cvc: cvc.replace(/\D/g, '').slice(0, 4) })}
          error={errors['card.cvc']}
          autoComplete="cc-csc"
          inputMode="numeric"
          spellCheck={false}
          maxLength={4}
          required
        />
      </div>
    </div>
  );
}

/** The payment methods; the chosen one shows its instructions (and, for cards, the card fields). */
export function PaymentOptions({ methods, selected, onSelect, card, onCard, errors }: PaymentOptionsProps) {
  const t = messages().checkout;
  const error = errors.paymentId;
  return (
    <fieldset class="fieldset payment-options" aria-describedby={error ? 'payment-error' : undefined}>
      <legend class="visually-hidden">{t.paymentTitle}</legend>
      <ul class="choice-list" role="list">
        {methods.map((method) => {
          const id = `payment-${method.id}`;
          const checked = method.id === selected;
          const detailsId = `${id}-details`;
          return (
            <li key={method.id} class={`choice-card${checked ? ' is-checked' : ''}${method.test ? ' is-test' : ''}`}>
              <input
                type="radio"
                id={id}
                name="payment"
                value={method.id}
                checked={checked}
                onChange={() => onSelect(method.id)}
                aria-describedby={method.instructions || method.test ? detailsId : undefined}
                aria-invalid={error ? 'true' : undefined}
              />
              <label for={id}>
                <span class="choice-title">
                  {method.test && <span class="badge badge-test">{t.testBadge}</span>} {method.title}
                </span>
              </label>
              <div id={detailsId} class="choice-more" hidden={!checked && !method.test}>
                {method.test && <p class="test-notice">{t.testNotice}</p>}
                {checked && method.instructions && <p class="instructions">{method.instructions}</p>}
              </div>
              {checked && method.needsCard && <CardFields card={card} onCard={onCard} errors={errors} />}
            </li>
          );
        })}
      </ul>
      <FieldError id="payment-error" error={error} />
    </fieldset>
  );
}
