// A modal <dialog> (the cart drawer, the sign-in modal): shown in the top layer with the page inert, focus moved in and kept
// inside (Tab wraps), Escape and the backdrop close it, focus goes back to where it was.
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { pageMessages } from '../../i18n/index.js';
import layerCss from '../../styles/layer.css?inline';

/** Props of {@link Modal}. */
export interface ModalProps {
  title: string;
  onClose: () => void;
  /** Where focus goes on close when the opener is gone (a button that was replaced). @default the element focused when it opened */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined;
  /** Class and `part` of the panel: the cart drawer or the sign-in modal. */
  panel: 'drawer' | 'modal';
  /** The panel's CSS, added to the layer's; it ships in the panel's chunk, so a page loads it only when that panel first opens. */
  css: string;
  /** A new value moves focus to the content's `[data-autofocus]` again (the steps of the sign-in modal). @default undefined */
  step?: string;
  children: ReactNode | ReactNode[];
}

const FOCUSABLE = 'a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),summary,[tabindex="0"]';

/** The focused element, looking into shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

/** A modal dialog with a title and a close button; the content's `[data-autofocus]` (else the title) gets focus. */
export function Modal({ title, onClose, returnFocus, panel, css, step, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const find = (selector: string) => dialog.current?.querySelector<HTMLElement>(selector);

  // Shown in the commit that renders it, so a key pressed right after the click that opened it already reaches it.
  useLayoutEffect(() => {
    const opener = deepActiveElement();
    const element = dialog.current!;
    // The top layer keeps the dialog above every stacking context of the page and makes the rest of the page inert.
    if (!element.open) element.showModal?.();
    return () => {
      element.close?.();
      // Back to the opener; when it is gone, or nothing had focus (a click in Safari does not focus a button), to the fallback.
      (opener?.isConnected && opener !== document.body ? opener : (returnFocus?.() ?? opener))?.focus();
    };
  }, []);
  useLayoutEffect(() => (find('[data-autofocus]') ?? find('h2'))?.focus(), [step]);

  const close = (event: { preventDefault(): void }) => {
    event.preventDefault();
    onClose();
  };
  // Escape outside the keydown handler (no focus inside yet), or without a cancel event (no user activation): the browser closed it.
  const closedByBrowser = () => dialog.current && onClose();
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') close(event);
    else if (event.key === 'Tab') {
      const items = [...dialog.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const last = items.length - 1;
      const active = (dialog.current!.getRootNode() as ShadowRoot).activeElement as HTMLElement;
      if (active === items[event.shiftKey ? 0 : last] || !items.includes(active)) {
        event.preventDefault();
        items[event.shiftKey ? last : 0]?.focus();
      }
    }
  };

  return (
    <dialog ref={dialog} className="tote-layer" aria-modal="true" aria-labelledby="modal-title" onKeyDown={onKeyDown} onClose={closedByBrowser}>
      <style>{layerCss + css}</style>
      <div className="backdrop" onClick={onClose} />
      <div className={panel} part={panel}>
        <div className="modal-head">
          <h2 id="modal-title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={pageMessages().close} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
