// One line of the drawer: image, name, chosen options, unit price, quantity stepper, remove, and the line's availability problem.
import { lineQuantityCap, type Cart } from '../../../wire/cart.js';
import { multiplyDecimal } from '../../decimal.js';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';
import { priceFormat } from '../../i18n/index.js';
import { noteLineLimit, setLineQuantity } from '../../store/cart-edits.js';
import { QuantityStepper } from '../shared/quantity-stepper.js';

type Line = Cart['lineItems'][number];

/** A translated text's shown form. */
const text = (value?: { original: string; translated?: string | undefined }) => value?.translated ?? value?.original ?? '';

/** A line; hidden at once while its removal is in flight. */
export function CartLine({ line }: { line: Line }) {
  const t = drawerMessages();
  const pending = useTote((s) => s.pendingQuantities[line.id]);
  const error = useTote((s) => s.lineErrors[line.id]);
  const currency = useTote((s) => s.cart?.currency);
  if (pending === 0) return null;
  const quantity = pending ?? line.quantity;
  const name = text(line.productName);
  const format = priceFormat(currency);
  const { status, quantityAvailable } = line.availability;
  const problem = status === 'PARTIALLY_AVAILABLE' ? t.lineOnlyLeft(quantityAvailable ?? 0) : status !== 'AVAILABLE' && t.lineUnavailable;
  return (
    <li className="line" part="line">
      <img src={line.image?.url} alt="" width="72" height="72" />
      <div>
        <p className="line-name">{name}</p>
        <p className="muted">{line.descriptionLines.map((d) => `${text(d.name)}: ${text(d.colorInfo ?? d.plainText)}`).join(' · ')}</p>
        <p className="muted">
          {format(line.price.amount)} {line.fullPrice.amount !== line.price.amount && <s>{format(line.fullPrice.amount)}</s>}
        </p>
        <p className="problem">{error || problem}</p>
        <div className="line-controls">
          <QuantityStepper
            value={quantity}
            label={t.quantityOf(name)}
            max={lineQuantityCap(quantityAvailable)}
            part="line-quantity"
            onChange={(value) => setLineQuantity(line.id, value)}
            onLimit={(max) => noteLineLimit(line.id, max)}
          />
          <button
            type="button"
            className="link"
            aria-label={t.removeItem(name)}
            onClick={(event) => {
              // Focus moves off the line before it goes: to the next line's remove button, else the previous one's, else the title.
              const item = event.currentTarget.closest('li')!;
              const root = item.getRootNode() as ShadowRoot;
              ((item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>('.link') ?? root.getElementById('modal-title'))?.focus();
              void setLineQuantity(line.id, 0);
            }}
          >
            {t.remove}
          </button>
        </div>
      </div>
      <p className="line-total">{format(pending === undefined ? line.lineItemPrice.amount : multiplyDecimal(line.price.amount, quantity))}</p>
    </li>
  );
}
