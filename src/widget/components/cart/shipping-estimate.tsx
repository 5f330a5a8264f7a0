// The drawer's shipping and tax estimate: a disclosure whose form (its own chunk) loads when the shopper opens it, or at once when there is an estimate.
import { useEffect } from 'react';
import { once, useChunk } from '../../hooks/use-chunk.js';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';

const loadForm = once(() => import('../../entries/estimate-form.js'));

/** "Estimate shipping and tax", open with the form and delivery options when the shopper has estimated. */
export function ShippingEstimate() {
  const t = drawerMessages();
  const destination = useTote((s) => s.destination);
  const [chunk, load] = useChunk(loadForm);
  useEffect(() => {
    if (destination) load();
  }, [!!destination]);

  return (
    <details part="estimate" open={!!destination}>
      {/* Clicked (or Enter and Space on it): the disclosure opens and the form loads; pointing at it starts the load early. */}
      <summary onClick={load} onPointerEnter={load}>
        {t.estimateTitle}
      </summary>
      {chunk && <chunk.EstimateForm />}
    </details>
  );
}
