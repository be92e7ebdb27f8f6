import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { cancelAtProvider, loginAtProvider } from './browserless';
import { startTestProvider, type TestProvider } from './provider';
import { startRogueIssuer, type RogueIssuer, type RogueScenario } from './rogue-issuer';

// The test tools speak OpenID Connect as openid-client expects: the server's tests rely on them.

const CLIENT_ID = 'praxisport-test';
const CLIENT_SECRET = 'geheim-geheim';
// never requested: the sign-in ends where the provider sends the browser back
const REDIRECT_URI = 'http://127.0.0.1:9/api/user/auth/provider/callback';
const ANNA = { sub: 'anna-sub', password: 'anna-pw', email: 'anna.lehrer@schule.example', email_verified: true, given_name: 'Anna', family_name: 'Lehrer', preferred_username: 'alehrer', groups: ['Praxisanleitung'] };

async function authorization(config: client.Configuration, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url: url.href, checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true } };
}

describe('the test provider (oidc-provider)', () => {
  let provider: TestProvider;
  let config: client.Configuration;
  beforeAll(async () => {
    provider = await startTestProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI], postLogoutRedirectUris: ['http://127.0.0.1:9/signin'], accounts: [ANNA] });
    config = await client.discovery(new URL(provider.issuer), CLIENT_ID, CLIENT_SECRET, undefined, { execute: [client.allowInsecureRequests] });
  });
  afterAll(() => provider.close());

  it('signs in with the login form, answers the code flow with PKCE and gives the claims from userinfo', async () => {
    const { url, checks } = await authorization(config);
    const back = await loginAtProvider(url, ANNA.email, ANNA.password);
    expect(back.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const tokens = await client.authorizationCodeGrant(config, new URL(back), checks);
    const sub = tokens.claims()!.sub;
    expect(sub).toBe(ANNA.sub);
    const info = await client.fetchUserInfo(config, tokens.access_token, sub);
    expect(info).toMatchObject({ email: ANNA.email, email_verified: true, given_name: 'Anna', family_name: 'Lehrer', preferred_username: 'alehrer', groups: ['Praxisanleitung'] });
    expect(config.serverMetadata().end_session_endpoint).toBe(`${provider.issuer}/session/end`);
  });

  it('takes the username as login too and refuses a wrong password', async () => {
    const { url } = await authorization(config);
    expect(await loginAtProvider(url, 'ALEHRER', ANNA.password)).toContain('code=');
    const again = await authorization(config);
    await expect(loginAtProvider(again.url, ANNA.email, 'falsch')).rejects.toThrow('Benutzername oder Passwort ist falsch.');
  });

  it('sends back access_denied when the login is cancelled', async () => {
    const { url } = await authorization(config);
    const back = new URL(await cancelAtProvider(url));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(new URL(url).searchParams.get('state'));
  });

  it('refuses an authorization without PKCE', async () => {
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid', state: 'st' });
    const back = new URL(await loginAtProvider(url.href, ANNA.email, ANNA.password));
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('the rogue issuer', () => {
  let rogue: RogueIssuer;
  const discover = (verifySignature: boolean) =>
    client.discovery(new URL(rogue.issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
      execute: verifySignature ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.allowInsecureRequests],
    });
  const grant = async (config: client.Configuration) => {
    const { url, checks } = await authorization(config);
    return client.authorizationCodeGrant(config, new URL(await loginAtProvider(url, 'ignored', 'ignored')), checks);
  };
  beforeAll(async () => {
    rogue = await startRogueIssuer({ clientId: CLIENT_ID });
  });
  afterAll(() => rogue.close());

  it("'good' passes openid-client's checks, signature included, with the claims in the ID token; the authorization is recorded", async () => {
    rogue.setScenario('good', { sub: 's-1', email: 'x@schule.example', email_verified: true, groups: ['Auszubildende'] });
    const tokens = await grant(await discover(true));
    expect(tokens.claims()).toMatchObject({ iss: rogue.issuer, aud: CLIENT_ID, sub: 's-1', email: 'x@schule.example', email_verified: true, groups: ['Auszubildende'] });
    expect(rogue.lastAuthorization()).toMatchObject({ clientId: CLIENT_ID, redirectUri: REDIRECT_URI, codeChallengeMethod: 'S256' });
  });

  it("'unverifiedEmail' passes with email_verified false", async () => {
    rogue.setScenario('unverifiedEmail');
    expect((await grant(await discover(true))).claims()?.email_verified).toBe(false);
  });

  it("'badSignature' passes without the signature check and is refused with it", async () => {
    rogue.setScenario('badSignature');
    await grant(await discover(false));
    await expect(grant(await discover(true))).rejects.toMatchObject({ cause: { message: 'JWT signature verification failed' } });
  });

  // openid-client says which check failed in the error's cause
  it.each<[RogueScenario, RegExp]>([
    ['otherIssuer', /"iss"/],
    ['otherAudience', /"aud"/],
    ['expired', /"exp"/],
    ['otherNonce', /"nonce"/],
  ])("'%s' is refused", async (scenario, message) => {
    rogue.setScenario(scenario);
    await expect(grant(await discover(false))).rejects.toMatchObject({ cause: { message: expect.stringMatching(message) } });
  });

  it('answers invalid_grant to a wrong code_verifier', async () => {
    rogue.setScenario('good');
    const config = await discover(false);
    const { url, checks } = await authorization(config);
    const back = new URL(await loginAtProvider(url, 'ignored', 'ignored'));
    await expect(client.authorizationCodeGrant(config, back, { ...checks, pkceCodeVerifier: client.randomPKCECodeVerifier() })).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
