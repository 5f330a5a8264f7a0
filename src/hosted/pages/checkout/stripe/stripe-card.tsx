// The card form of Stripe: the Payment Element (Stripe's own frames), with a loading line, and a way to try again when Stripe cannot be reached.
import { useEffect, useRef, useState } from 'react';
import type { CheckoutApi } from '../../../api/checkout.js';
import { ErrorAlert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { messages } from '../later-texts.js';
import { cardErrorText, type CardFormState } from './card-state.js';
import { mountPaymentElement } from './stripe-session.js';

/** Stripe's Payment Element for the checkout's intent (Stripe.js loads as this first shows). */
export function StripeCard({ api }: { api: CheckoutApi }) {
  const t = messages().checkout;
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CardFormState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let unmount: (() => void) | undefined;
    setState({ status: 'loading' });
    mountPaymentElement(api, target.current!).then(
      (undo) => {
        unmount = undo;
        if (live) setState({ status: 'ready' });
        else undo();
      },
      (error: unknown) => live && setState({ status: 'failed', error: cardErrorText(error) }),
    );
    return () => {
      live = false;
      unmount?.();
    };
  }, [attempt]);
  return (
    <div className="stripe-card">
      {state.status === 'loading' && (
        <p className="muted small" role="status">
          {t.cardLoading}
        </p>
      )}
      {state.status === 'failed' && (
        <ErrorAlert error={state.error}>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t.cardRetry}
          </Button>
        </ErrorAlert>
      )}
      <div ref={target} className="stripe-element" />
    </div>
  );
}
