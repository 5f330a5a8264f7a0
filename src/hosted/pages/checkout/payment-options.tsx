// How to pay: the store's methods as radios (offline first), the merchant's instructions, and the TEST card provider, clearly marked, with its card fields.
import type { PaymentMethodInfo } from '../../../wire/checkout.js';
import { FieldError } from '../../components/field.js';
import { usePart } from '../../core/use-part.js';
import { messages } from './texts.js';
import type { CardValues } from './card-values.js';
import { later } from './later-part.js';
import type { CheckoutApi } from '../../api/checkout.js';
import { needsStripe } from './stripe/stripe-method.js';

/** Props of {@link PaymentOptions}. */
export interface PaymentOptionsProps {
  methods: PaymentMethodInfo[];
  selected: string;
  onSelect: (id: string) => void;
  card: CardValues;
  onCard: (card: CardValues) => void;
  errors: Record<string, string | undefined>;
  /** The checkout's calls (Stripe's card form asks for the intent). */
  api: CheckoutApi;
}

/** The card fields, or Stripe's card form, from the later chunk (loaded now if it is not yet); their room is kept meanwhile. */
function CardEntry(props: Pick<PaymentOptionsProps, 'card' | 'onCard' | 'errors' | 'api'> & { stripe: boolean }) {
  const part = usePart(later);
  if (!part) return <div className="card-fields card-fields-loading" />;
  return props.stripe ? <part.StripeCard api={props.api} /> : <part.CardFields {...props} />;
}

/** The payment methods; the chosen one shows its instructions (and, for cards, the card fields). */
export function PaymentOptions({ methods, selected, onSelect, card, onCard, errors, api }: PaymentOptionsProps) {
  const t = messages().checkout;
  const error = errors.paymentId;
  return (
    <fieldset className="fieldset payment-options" aria-describedby={error ? 'payment-error' : undefined}>
      <legend className="visually-hidden">{t.paymentTitle}</legend>
      <ul className="choice-list" role="list">
        {methods.map((method) => {
          const id = `payment-${method.id}`;
          const checked = method.id === selected;
          const detailsId = `${id}-details`;
          return (
            <li key={method.id} className={`choice-card${checked ? ' is-checked' : ''}${method.test ? ' is-test' : ''}`}>
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
              <label htmlFor={id}>
                <span className="choice-title">
                  {method.test && <span className="badge badge-test">{t.testBadge}</span>} {method.title}
                </span>
              </label>
              <div id={detailsId} className="choice-more" hidden={!checked && !method.test}>
                {method.test && <p className="test-notice">{t.testNotice}</p>}
                {checked && method.instructions && <p className="instructions">{method.instructions}</p>}
              </div>
              {checked && (method.needsCard || needsStripe(method)) && (
                <CardEntry card={card} onCard={onCard} errors={errors} api={api} stripe={needsStripe(method)} />
              )}
            </li>
          );
        })}
      </ul>
      <FieldError id="payment-error" error={error} />
    </fieldset>
  );
}
