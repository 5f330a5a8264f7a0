// The card's number, expiry date and security code, formatted as they are typed (in the checkout's later chunk).
import { Field } from '../../components/field.js';
import { messages } from './later-texts.js';
import { formatCardNumber, formatExpiry, type CardValues } from './card-values.js';

/** Props of {@link CardFields}. */
export interface CardFieldsProps {
  card: CardValues;
  onCard: (card: CardValues) => void;
  errors: Record<string, string | undefined>;
}

/** The card fields of the TEST card provider. */
export function CardFields({ card, onCard, errors }: CardFieldsProps) {
  const t = messages().checkout;
  return (
    <div className="card-fields">
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
      <div className="field-row card-row">
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
