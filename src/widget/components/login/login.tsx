// <tote-login>'s component: a sign-in button, or the member's name with a menu; the modal is a chunk of its own, loaded when it first opens.
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { registerCommand } from '../../commands.js';
import { widgetConfig } from '../../config.js';
import type { ElementProps } from '../../elements/tote-element.js';
import { once } from '../../hooks/use-chunk.js';
import { useTote } from '../../hooks/use-tote.js';
import { refreshMember, setLoginOpen } from '../../store/auth-actions.js';
import { redirectLoginKey } from '../../store/page-url.js';
import type { LoginModalProps } from './login-modal.js';
import { MemberMenu } from './member-menu.js';
import { menuMessages } from './menu-messages.js';

/** Attributes of `<tote-login>` (none). */
export type LoginProps = ElementProps;

/** The modal's chunk, loaded once (the login budget is counted for that chunk); a failed load is tried again on the next press. */
const loadModalChunk = once(() => import('../../entries/login-modal.js'));

/** True when the store's hosted login sent the shopper back with the code of a sign-in this tab started. */
function returningFromLogin(): boolean {
  try {
    return /[#&]state=/.test(location.hash) && sessionStorage.getItem(redirectLoginKey(widgetConfig().clientId)) !== null;
  } catch {
    return false; // no sessionStorage (a sandboxed frame): no redirect sign-in to finish
  }
}

/** The sign-in button or the member menu; answers the page's `login` command. */
export function Login({ container }: LoginProps) {
  const { member, loginOpen, authError, authReady, authChanges } = useTote((s) => s);
  const [Modal, setModal] = useState<ComponentType<LoginModalProps> | null>(null);

  const show = () =>
    loadModalChunk().then(({ LoginModal }) => {
      setModal(() => LoginModal);
      setLoginOpen(true);
    });

  useEffect(() => registerCommand('login', show, container), [container]);
  // Who is signed in: on first show (finishing a sign-in through the store's page), and after a sign-in or sign-out in another tab.
  useEffect(() => {
    if (authChanges === 0 && returningFromLogin()) void loadModalChunk().then((m) => m.finishRedirectLogin());
    else void refreshMember();
  }, [authChanges]);
  // A sign-in through the store's page that failed on the way back opens the modal with the reason.
  useEffect(() => {
    if (authError) void show().catch(() => undefined);
  }, [authError]);

  return (
    <>
      {member ? (
        <MemberMenu name={member.name} />
      ) : (
        // Hidden (but keeping its room) until the page knows whether the shopper is a member, so a member's name does not replace it.
        <button
          type="button"
          className="tote-button"
          data-variant="quiet"
          part="login-button"
          aria-haspopup="dialog"
          // A chunk that could not load is tried again on the next press.
          onClick={() => void show().catch(() => undefined)}
          style={authReady ? undefined : { visibility: 'hidden' }}
        >
          {menuMessages().signIn}
        </button>
      )}
      {loginOpen && Modal && <Modal onClose={() => setLoginOpen(false)} returnFocus={() => container?.querySelector('button')} />}
    </>
  );
}
