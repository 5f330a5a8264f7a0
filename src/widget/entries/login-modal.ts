// Entry of the `login-modal` chunk, loaded by `import()` when the sign-in modal first opens (or a redirect sign-in comes back): the
// modal, its CSS and texts, and the SDK's sign-in steps (PKCE, silent login).
export { finishRedirectLogin, LoginModal } from '../components/login/login-modal.js';
