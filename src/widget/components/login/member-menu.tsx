// The signed-in member's name on a button that discloses their menu (account, orders, sign out); Escape and a press outside close it.
import { useEffect, useRef, useState } from 'react';
import { openAccount, signOut } from '../../store/member-actions.js';
import { menuMessages } from './menu-messages.js';

/** The member's button and menu. */
export function MemberMenu({ name }: { name: string }) {
  const t = menuMessages();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const host = (button.current!.getRootNode() as ShadowRoot).host;
    const outside = (event: Event) => !event.composedPath().includes(host) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const items: [string, () => Promise<void>][] = [
    [t.account, () => openAccount('ACCOUNT_INFO')],
    [t.orders, () => openAccount('ORDERS')],
    [t.signOut, signOut],
  ];
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="tote-button"
        data-variant="quiet"
        part="login-button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        {name}
      </button>
      {open && (
        <ul className="menu" part="menu" aria-label={t.accountMenu(name)}>
          {items.map(([label, action]) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void action();
                }}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
