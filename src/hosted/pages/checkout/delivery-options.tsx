// The delivery methods the store offers for the address: radios with time and price; store pickup shows where to pick up.
import type { ShippingOption, WireAddress } from '../../../wire/cart.js';
import { addressLines } from '../../components/address-rules.js';
import { countryName } from '../../components/countries.js';
import { ErrorAlert } from '../../components/alert.js';
import { FieldError } from '../../components/field.js';
import type { DeliveryOptionsState } from './state/checkout-state.js';
import { messages } from './texts.js';

/** Props of {@link DeliveryOptions}. */
export interface DeliveryOptionsProps {
  state: DeliveryOptionsState;
  selected: string;
  onSelect: (code: string) => void;
  error: string | undefined;
}

/** The pickup address on lines, when the option is a pickup. */
export function pickupLines(address: WireAddress | undefined): string[] {
  return address ? addressLines(address, (code) => countryName(code)) : [];
}

function OptionRadio({ option, checked, onSelect, invalid }: { option: ShippingOption; checked: boolean; onSelect: (code: string) => void; invalid: boolean }) {
  const t = messages().checkout;
  const id = `delivery-${option.code}`;
  const free = Number(option.cost.price.amount) === 0;
  const pickup = option.logistics.pickupDetails;
  const detailsId = `${id}-details`;
  return (
    <li className={`choice-card${checked ? ' is-checked' : ''}`}>
      <input
        type="radio"
        id={id}
        name="delivery"
        value={option.code}
        checked={checked}
        onChange={() => onSelect(option.code)}
        aria-describedby={pickup || option.logistics.instructions ? detailsId : undefined}
        aria-invalid={invalid ? 'true' : undefined}
      />
      <label htmlFor={id}>
        <span className="choice-title">{option.title}</span>
        {option.logistics.deliveryTime && <span className="choice-detail">{option.logistics.deliveryTime}</span>}
        <span className="choice-price">{free ? t.free : option.cost.price.formattedAmount}</span>
      </label>
      {(pickup || option.logistics.instructions) && (
        <div id={detailsId} className="choice-more">
          {pickup && (
            <p>
              <span className="label">{t.pickupAt}</span> <span className="pickup-address">{pickupLines(pickup.address).join(', ')}</span>
            </p>
          )}
          {checked && option.logistics.instructions && <p className="muted">{option.logistics.instructions}</p>}
        </div>
      )}
    </li>
  );
}

/** The delivery method radios (a fieldset named "Delivery method"). */
export function DeliveryOptions({ state, selected, onSelect, error }: DeliveryOptionsProps) {
  const t = messages().checkout;
  const options = state.status === 'ready' ? state.options : state.status === 'loading' ? (state.previous ?? []) : [];
  return (
    <fieldset
      className="fieldset delivery-options"
      aria-busy={state.status === 'loading' ? 'true' : undefined}
      aria-describedby={error ? 'delivery-error' : undefined}
    >
      <legend>{t.deliveryMethod}</legend>
      {state.status === 'needs-country' && <p className="muted">{t.deliveryAddressFirst}</p>}
      {state.status === 'loading' && options.length === 0 && (
        <p className="waiting" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t.deliveryLoading}</span>
        </p>
      )}
      {state.status === 'failed' && <ErrorAlert error={state.error} />}
      {state.status === 'ready' && options.length === 0 && (
        <p className="alert alert-error" role="alert">
          {t.noDelivery(countryName(state.country))}
        </p>
      )}
      {options.length > 0 && (
        <ul className="choice-list" role="list">
          {options.map((option) => (
            <OptionRadio key={option.code} option={option} checked={option.code === selected} onSelect={onSelect} invalid={Boolean(error)} />
          ))}
        </ul>
      )}
      <FieldError id="delivery-error" error={error} />
    </fieldset>
  );
}
