// The address fields in happy-dom: a country's states load when it is chosen (the select keeps its place, disabled, meanwhile),
// and the state or province a postal code tells is filled in, also when the code came before the list.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressFields } from '../../../src/hosted/components/address-form.js';
import type { WireAddress } from '../../../src/wire/address.js';

/** The fields with their own state, as a form holds it; `latest` reads what the form would save. */
function mountFields(initial: WireAddress): { root: HTMLElement; latest: () => WireAddress } {
  const root = document.createElement('div');
  document.body.append(root);
  let latest = initial;
  function Form() {
    const [value, setValue] = useState(initial);
    latest = value;
    return <AddressFields value={value} onChange={setValue} errors={{}} section="shipping" />;
  }
  createRoot(root).render(<Form />);
  return { root, latest: () => latest };
}

/** The control labelled `label`. */
function control<T extends HTMLElement>(root: HTMLElement, label: string): T {
  const id = [...root.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.getAttribute('for');
  const element = id ? root.querySelector<T>(`#${id}`) : null;
  if (!element) throw new Error(`no field "${label}"`);
  return element;
}

/** Types into an input as the browser reports it. */
function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the address fields', () => {
  it('keep the state’s place while the list loads, then fill in the state a ZIP code typed meanwhile tells', async () => {
    const { root, latest } = mountFields({ country: 'US' });
    const state = control<HTMLSelectElement>(root, 'State');
    expect(state.disabled).toBe(true);
    type(control<HTMLInputElement>(root, 'ZIP code'), '10001');
    await expect.poll(() => control<HTMLSelectElement>(root, 'State').disabled).toBe(false);
    await expect.poll(() => latest().subdivision).toBe('US-NY');
    expect(control<HTMLSelectElement>(root, 'State').value).toBe('US-NY');
    expect([...control<HTMLSelectElement>(root, 'State').options].map((o) => o.textContent)).toContain('Wyoming');
  });

  it('fills in the province of a Canadian postal code once the country is chosen', async () => {
    const { root, latest } = mountFields({ country: 'CA', postalCode: '' });
    await expect.poll(() => control<HTMLSelectElement>(root, 'Province').disabled).toBe(false);
    type(control<HTMLInputElement>(root, 'Postal code'), 'H2X 1Y4');
    await expect.poll(() => latest().subdivision).toBe('CA-QC');
  });
});
