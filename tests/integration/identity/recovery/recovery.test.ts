// Password reset and change: e-mailed single-use links, no account discovery, every session ended, the redirect URL checked.
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../../../src/server/mail/outbox.js';
import { useTestApp } from '../../../support/test-app.js';
import { callFrom, freshEmail, latestLink, loginAs, memberTokensFor, registerMember, SHOP_ORIGIN } from '../../../support/identity-flows.js';

const t = useTestApp();
const SEND = '/_api/iam/recovery/v1/send-email';
const RECOVER = '/_api/iam/recovery/v1/recover';

function refresh(refreshToken: string) {
  return callFrom(t, 'POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken } });
}

describe('password reset', () => {
  it('e-mails a link to the hosted reset page; recover sets the password, ends old sessions, and answers SUCCESS', async () => {
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const visitor = await t.visitorToken();
    const sent = await callFrom(t, 'POST', SEND, {
      token: visitor,
      body: { email: member.email, redirect: { url: `${SHOP_ORIGIN}/account`, clientId: 'demo' } },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({});
    const link = new URL(await latestLink(t, member.email));
    expect(link.origin + link.pathname).toBe('http://localhost:8787/hosted/reset-password');
    const recoveryToken = link.searchParams.get('recoveryToken')!;

    const recovered = await callFrom(t, 'POST', RECOVER, { token: visitor, body: { recoveryToken, password: 'brand new password' } });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ state: 'SUCCESS', additionalData: { redirectUrl: { strValue: `${SHOP_ORIGIN}/account` } } });
    expect(recovered.json().sessionToken).toBeTruthy();

    expect((await refresh(tokens.refresh_token)).json().details.applicationError.code).toBe('invalid_grant');
    expect((await loginAs(t, member.email, member.password)).json().details.applicationError.code).toBe('-19976');
    expect((await loginAs(t, member.email, 'brand new password')).json().state).toBe('SUCCESS');
    // The link works once.
    expect(
      (await callFrom(t, 'POST', RECOVER, { token: visitor, body: { recoveryToken, password: 'yet another password' } })).json().details.applicationError.code,
    ).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = freshEmail('nobody');
    const sent = await callFrom(t, 'POST', SEND, { token: await t.visitorToken(), body: { email } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({});
    expect(await listOutbox(t.ctx.db, { to: email })).toHaveLength(0);
  });

  it('refuses a redirect URL on a foreign origin', async () => {
    const member = await registerMember(t);
    const sent = await callFrom(t, 'POST', SEND, { token: await t.visitorToken(), body: { email: member.email, redirect: { url: 'https://evil.example/' } } });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().details.validationError.fieldViolations[0].field).toBe('redirect.url');
  });

  it('sends an activation e-mail for the site owner; it also works as a first password for a sign-on member', async () => {
    const key = await t.merchantKey();
    const email = freshEmail('imported');
    const signed = await callFrom(t, 'POST', '/_api/iam/authentication/v2/sign-on', {
      headers: { authorization: `${await t.visitorToken()},${key}` },
      body: { loginId: { email }, profile: { firstName: 'Imported' } },
    });
    expect(signed.statusCode).toBe(200);
    const id = signed.json().identity.id;
    expect((await loginAs(t, email, 'anything at all')).json().details.applicationError.code).toBe('-19973');
    const visitorTry = await callFrom(t, 'POST', '/_api/iam/recovery/v1/activation-email', { token: await t.visitorToken(), body: { identityId: id } });
    expect(visitorTry.statusCode).toBe(403);
    const sent = await callFrom(t, 'POST', '/_api/iam/recovery/v1/activation-email', { token: key, body: { identityId: id } });
    expect(sent.statusCode).toBe(200);
    const token = new URL(await latestLink(t, email)).searchParams.get('recoveryToken')!;
    const recovered = await callFrom(t, 'POST', RECOVER, { token: await t.visitorToken(), body: { recoveryToken: token, password: 'my first password' } });
    expect(recovered.json().state).toBe('SUCCESS');
    expect((await loginAs(t, email, 'my first password')).json().state).toBe('SUCCESS');
  });
});

describe('change password', () => {
  it('changes the password and revokes every refresh token of the member, the caller’s too (API.md)', async () => {
    const member = await registerMember(t);
    const here = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const otherVisitor = await t.visitorToken();
    const there = await memberTokensFor(t, otherVisitor, (await loginAs(t, member.email, member.password, { visitorToken: otherVisitor })).json().sessionToken);
    const bystander = await registerMember(t);
    const bystanderTokens = await memberTokensFor(t, bystander.visitorToken, bystander.sessionToken);
    const changed = await callFrom(t, 'POST', '/_api/iam/authentication/v2/change-password', {
      token: here.access_token,
      body: { newPassword: 'changed password 1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({});
    for (const revoked of [here, there]) expect((await refresh(revoked.refresh_token)).json().details.applicationError.code).toBe('invalid_grant');
    // Another member's sessions are not touched.
    expect((await refresh(bystanderTokens.refresh_token)).statusCode).toBe(200);
    expect((await loginAs(t, member.email, member.password)).json().details.applicationError.code).toBe('-19976');
    // To stay signed in, the caller logs in with the new password and exchanges its session token for new member tokens.
    const again = await loginAs(t, member.email, 'changed password 1', { visitorToken: member.visitorToken });
    expect(again.json().state).toBe('SUCCESS');
    const renewed = await memberTokensFor(t, member.visitorToken, again.json().sessionToken);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200);
  });

  it('checks the current password when it is given, and limits wrong guesses', async () => {
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const change = (currentPassword: string) =>
      callFrom(t, 'POST', '/_api/iam/authentication/v2/change-password', {
        token: tokens.access_token,
        body: { newPassword: 'changed password 2', currentPassword },
      });
    const wrong = await change('not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.applicationError.code).toBe('-19976');
    // Nothing changed: the old password still logs in.
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('SUCCESS');
    for (let i = 0; i < 4; i++) expect((await change('guess ' + i)).statusCode).toBe(400);
    // The sixth wrong guess in the window is refused outright, even with the right password.
    expect((await change(member.password)).statusCode).toBe(429);
  });

  it('changes the password when the current one is right', async () => {
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const changed = await callFrom(t, 'POST', '/_api/iam/authentication/v2/change-password', {
      token: tokens.access_token,
      body: { newPassword: 'changed password 3', currentPassword: member.password },
    });
    expect(changed.statusCode).toBe(200);
    expect((await loginAs(t, member.email, 'changed password 3')).json().state).toBe('SUCCESS');
  });

  it('is for members only', async () => {
    const response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/change-password', {
      token: await t.visitorToken(),
      body: { newPassword: 'changed password 1' },
    });
    expect(response.statusCode).toBe(403);
  });
});
