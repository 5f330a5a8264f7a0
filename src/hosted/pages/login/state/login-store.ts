// One login page's store: its state, its SDK client and redirect session, and what its actions keep between calls (captcha needed, the success's token).
import type { LoginPageData } from '../../../../wire/hosted-pages.js';
import type { HostedClient } from '../../../core/hosted-client.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CaptchaState } from './login-flow.js';
import { initialLoginState, type LoginState } from './login-state.js';

/** The store of one login page; change it only through the actions of this folder. */
export interface LoginStore extends StoreApi<LoginState> {
  client: HostedClient;
  /** The redirect session the login continues. */
  sessionId: string;
  /** Called with the path that continues the redirect session once the hosted session is started (the page goes there). */
  onFinished: (path: string) => void;
  /** Whether this store asks for captchas (learnt on the first refusal). */
  captcha: CaptchaState;
  /** The session token of the login's success, kept for a retry of the hand-over. */
  sessionToken: string;
}

/** The store of a login page opened with `data`. */
export function createLoginStore(client: HostedClient, data: Pick<LoginPageData, 'sessionId' | 'view'>, onFinished: (path: string) => void): LoginStore {
  return {
    ...createStore<LoginState>()(() => initialLoginState(data.view)),
    client,
    sessionId: data.sessionId,
    onFinished,
    captcha: { required: false },
    sessionToken: '',
  };
}
