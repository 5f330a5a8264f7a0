// The public surface of the server's identity: what other parts of the server import from it (only from here: .oxlintrc.json).
export { isEmailAddress, normalizeEmail } from './members/email-address.js';
export { type IdentityRow, findIdentity } from './members/identities.js';
export { takeMemberHandOff } from './members/member-hand-off.js';
export { registerIdentityRoutes } from './routes/identity-routes.js';
export { hashPassword, passwordProblem, verifyPassword, verifyPasswordInConstantWork } from './security/passwords.js';
export { type RateRule, addHit, addHitInWindow, clearHits, currentHits, removeHit, scaledIpRule } from './security/rate-limits.js';
export { serverSecret } from './security/server-secrets.js';
export { endMemberSessions } from './sessions/end-member-sessions.js';
export { endHostedSession, readHostedSession, sessionCookieName, startHostedSession } from './sessions/hosted-sessions.js';
export { consumeSessionToken, issueSessionToken, readSessionToken } from './sessions/session-tokens.js';
