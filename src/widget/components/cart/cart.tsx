// <tote-cart>'s component: the floating button with the item count, the live region of cart changes, and the drawer (a chunk of its own).
import type { ComponentType } from 'react';
import { useEffect, useRef, useState } from 'react';
import { registerCommand } from '../../commands.js';
import type { ElementProps } from '../../elements/tote-element.js';
import { once } from '../../hooks/use-chunk.js';
import { useTote } from '../../hooks/use-tote.js';
import { pageMessages } from '../../i18n/index.js';
import { setDrawerOpen } from '../../store/cart-actions.js';
import { itemCount } from '../../store/cart-state.js';
import type { CartDrawerProps } from './drawer.js';

/** Attributes of `<tote-cart>` (none). */
export type CartProps = ElementProps;

/** Loads the drawer's chunk once: when the shopper points at or focuses the button, or when the drawer opens (again after a failure). */
const loadDrawer = once(() => import('../../entries/drawer.js').then((m) => m.CartDrawer));

/** The floating cart button and its drawer. Answers the page's `open` and `close` commands. */
export function Cart({ container }: CartProps) {
  const t = pageMessages();
  const count = useTote(itemCount);
  const open = useTote((s) => s.drawerOpen);
  const announcement = useTote((s) => s.announcement);
  const button = useRef<HTMLButtonElement>(null);
  const [Drawer, setDrawer] = useState<ComponentType<CartDrawerProps>>();

  useEffect(() => {
    const off = [registerCommand('open', () => setDrawerOpen(true), container), registerCommand('close', () => setDrawerOpen(false), container)];
    return () => off.forEach((unregister) => unregister());
  }, [container]);
  useEffect(() => {
    if (open)
      loadDrawer().then(
        (Loaded) => setDrawer(() => Loaded),
        () => setDrawerOpen(false),
      );
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="cart-button"
        part="cart-button"
        aria-label={t.cartButton(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setDrawerOpen(true)}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20a1 1 0 0 1 1 1.2l-1.4 7A2 2 0 0 1 17.6 16H8a2 2 0 0 1-2-1.6L3.4 3H2a1 1 0 0 1 0-2h2.2a1 1 0 0 1 1 .8Z"
          />
        </svg>
        {count > 0 && (
          <span className="badge" part="badge" aria-hidden="true" key={count}>
            {count}
          </span>
        )}
      </button>
      <p className="tote-visually-hidden" role="status">
        {announcement}
      </p>
      {open && Drawer && <Drawer onClose={() => setDrawerOpen(false)} returnFocus={() => button.current} />}
    </>
  );
}
