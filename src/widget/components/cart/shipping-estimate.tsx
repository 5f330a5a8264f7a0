// The drawer's shipping and tax estimate: a disclosure whose form (its own chunk) loads when the shopper opens it, or at once when there is an estimate.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'react';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';

let form: Promise<ComponentType> | undefined;

/** Loads the estimate form's chunk once (again after a failure). */
function loadForm(): Promise<ComponentType> {
  return (form ??= import('./estimate-form.js').then(
    (m) => m.EstimateForm,
    (error: unknown) => {
      form = undefined; // the next open tries again
      throw error;
    },
  ));
}

/** "Estimate shipping and tax", open with the form and delivery options when the shopper has estimated. */
export function ShippingEstimate() {
  const t = drawerMessages();
  const destination = useTote((s) => s.destination);
  const [Form, setForm] = useState<ComponentType>();
  const load = () =>
    void loadForm().then(
      (loaded) => setForm(() => loaded),
      () => undefined,
    );
  useEffect(() => {
    if (destination) load();
  }, [!!destination]);

  return (
    <details part="estimate" open={!!destination}>
      {/* Clicked (or Enter and Space on it): the disclosure opens and the form loads; pointing at it starts the load early. */}
      <summary onClick={load} onPointerEnter={load}>
        {t.estimateTitle}
      </summary>
      {Form && <Form />}
    </details>
  );
}
