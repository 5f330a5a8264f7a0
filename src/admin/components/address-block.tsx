// An address with the person at it, as lines (name, company, street, city, country, phone).
import type { AddressWithContact } from '../../wire/cart.js';
import { t } from '../i18n/messages.js';

/** The lines of an address, empty ones left out. */
export function addressLines(value: AddressWithContact | undefined): string[] {
  if (!value) return [];
  const { address, contactDetails: contact } = value;
  const street = address?.addressLine ?? [address?.streetAddress?.name, address?.streetAddress?.number].filter(Boolean).join(' ');
  return [
    [contact?.firstName, contact?.lastName].filter(Boolean).join(' '),
    contact?.company ?? '',
    street,
    address?.addressLine2 ?? '',
    [address?.postalCode, address?.city].filter(Boolean).join(' '),
    [address?.subdivision, address?.country].filter(Boolean).join(', '),
    contact?.phone ?? '',
  ].filter((line) => line.trim() !== '');
}

/** A titled address, or "None". */
export function AddressBlock({ title, value }: { title: string; value: AddressWithContact | undefined }) {
  const lines = addressLines(value);
  return (
    <section className="panel">
      <h2>{title}</h2>
      {lines.length === 0 ? (
        <p>{t().order.noAddress}</p>
      ) : (
        <address>
          {lines.map((line, i) => (
            <span key={i} className="line">
              {line}
            </span>
          ))}
        </address>
      )}
    </section>
  );
}
