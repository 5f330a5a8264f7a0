// The hosted checkout page: opens the checkout (from the shell's data or the store), shows the form, then the thank-you view; a link that cannot open it gets a clear message.
import { useEffect, useMemo, useState } from 'react';
import type { CheckoutResponse, ThankYouResponse } from '../../../wire/checkout.js';
import type { CheckoutPageData } from '../../../wire/hosted-pages.js';
import { checkoutApi, type CheckoutApi } from '../../api/checkout.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Card, ViewHeading } from '../../components/card.js';
import { WaitingCard } from '../../components/spinner-page.js';
import { applicationCode, errorText, type ErrorText } from '../../core/error-text.js';
import { isWebUrl } from '../../core/navigation.js';
import { messages } from './texts.js';
import { ToteError } from '../../../sdk/core/errors.js';
import { CheckoutView } from './checkout-view.js';
import type { ThankYouView } from './thank-you-view.js';

/** Where the page stands. */
type PageState =
  | { view: 'loading' }
  | { view: 'checkout'; response: CheckoutResponse }
  | { view: 'thank-you'; answer?: ThankYouResponse; View?: typeof ThankYouView; moved: boolean }
  | { view: 'cannot-open'; reason: 'expired' | 'not-found' }
  | { view: 'failed'; error: ErrorText };

/** The page's path for a view (the thank-you view has its own, so a reload shows it again). */
function pathFor(checkoutId: string, view: 'checkout' | 'thank-you'): string {
  const base = `/hosted/checkout/${encodeURIComponent(checkoutId)}`;
  return `${view === 'thank-you' ? `${base}/thank-you` : base}${location.search}`;
}

/** A failure to read the checkout as a page state: no cookie (link used elsewhere or expired), not found, or a failure to retry. */
function stateOfFailure(error: unknown): PageState {
  const status = error instanceof ToteError ? error.status : undefined;
  if (status === 401 || applicationCode(error) === 'CHECKOUT_SESSION_EXPIRED') return { view: 'cannot-open', reason: 'expired' };
  if (status === 404 || status === 403) return { view: 'cannot-open', reason: 'not-found' };
  return { view: 'failed', error: errorText(error) };
}

function CannotOpen({ reason, backUrl }: { reason: 'expired' | 'not-found'; backUrl: string | undefined }) {
  const t = messages();
  return (
    <Card labelledBy="cannot-open-title">
      <ViewHeading id="cannot-open-title">{t.checkout.cannotOpenTitle}</ViewHeading>
      <p>{reason === 'expired' ? t.checkout.cannotOpenText : t.checkout.notFoundText}</p>
      {backUrl && isWebUrl(backUrl) && (
        <a className="button button-primary" href={backUrl}>
          {t.common.backToShop}
        </a>
      )}
    </Card>
  );
}

/** Loads the order of a completed checkout and the thank-you view (a chunk of its own: a buyer filling the form never needs it). */
function useThankYou(api: CheckoutApi, state: PageState, setState: (state: PageState) => void): void {
  useEffect(() => {
    if (state.view !== 'thank-you' || state.answer) return undefined;
    let live = true;
    Promise.all([api.thankYou(), import('./thank-you-view.js')]).then(
      ([answer, { ThankYouView: View }]) => live && setState({ ...state, answer, View }),
      async (error: unknown) => {
        if (!live) return;
        // No order yet (the thank-you address of an open checkout): the form.
        if (applicationCode(error) === 'CHECKOUT_NOT_COMPLETED') {
          const response = await api.get().catch(() => undefined);
          if (live && response) {
            history.replaceState(history.state, '', location.pathname.replace(/\/thank-you$/, '') + location.search);
            setState({ view: 'checkout', response });
            return;
          }
        }
        if (live) setState(stateOfFailure(error));
      },
    );
    return () => {
      live = false;
    };
  }, [state]);
}

/** The checkout page. */
export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  const t = messages();
  const api = useMemo(() => checkoutApi(data.checkoutId), [data.checkoutId]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PageState>(() => {
    if (data.view === 'thank-you' || data.initial?.orderId) return { view: 'thank-you', moved: false };
    return data.initial ? { view: 'checkout', response: data.initial } : { view: 'loading' };
  });

  useEffect(() => {
    if (state.view !== 'loading') return undefined;
    let live = true;
    api.get().then(
      (response) => live && setState(response.orderId ? { view: 'thank-you', moved: false } : { view: 'checkout', response }),
      (error: unknown) => live && setState(stateOfFailure(error)),
    );
    return () => {
      live = false;
    };
  }, [state.view, attempt]);
  useThankYou(api, state, setState);

  // The thank-you view has its own address and title.
  useEffect(() => {
    const thanks = state.view === 'thank-you';
    document.title = `${thanks ? t.thankYou.title : t.checkout.title} · ${data.store.name}`;
    if (thanks && !location.pathname.endsWith('/thank-you')) history.replaceState(history.state, '', pathFor(data.checkoutId, 'thank-you'));
  }, [state.view]);

  switch (state.view) {
    case 'loading':
      return <WaitingCard text={t.checkout.loading} width="wide" />;
    case 'checkout':
      return (
        <CheckoutView
          api={api}
          initial={state.response}
          shopCountry={data.store.country}
          backUrl={state.response.backUrl ?? data.backUrl}
          onPlaced={() => setState({ view: 'thank-you', moved: true })}
        />
      );
    case 'thank-you':
      return state.answer && state.View ? (
        <state.View order={state.answer.order} returnUrl={state.answer.returnUrl} focus={state.moved} />
      ) : (
        <WaitingCard text={t.thankYou.loading} width="wide" />
      );
    case 'cannot-open':
      return <CannotOpen reason={state.reason} backUrl={data.backUrl} />;
    case 'failed':
      return (
        <Card labelledBy="failed-title">
          <ViewHeading id="failed-title">{t.checkout.title}</ViewHeading>
          <ErrorAlert error={state.error}>
            <Button
              variant="secondary"
              onClick={() => {
                setState({ view: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t.common.retry}
            </Button>
          </ErrorAlert>
        </Card>
      );
  }
}
