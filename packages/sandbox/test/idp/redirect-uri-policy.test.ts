import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jar, answerOf, follow, redirected, signIn } from './browser-http.js';
import { startIdp } from './browser-http.js';
import type { IdpFixture } from './browser-http.js';

// Spec §4.2: redirect_uri must match the URL configured for the client. The per-client setting
// `anyLoopbackPort` (RFC 8252 §7.3) lets a native app use the registered loopback URI on any port.

let strict: IdpFixture;
let native: IdpFixture;
beforeAll(async () => {
  strict = await startIdp();
  native = await startIdp({ clients: { 'demo-spa': { anyLoopbackPort: true } } });
});
afterAll(async () => {
  await strict.close();
  await native.close();
});

/** The callback URI on another port of the same loopback host. */
function otherPort(uri: string): string {
  const url = new URL(uri);
  url.port = String(Number(url.port) === 65535 ? 65534 : Number(url.port) + 1);
  return url.href;
}

const request = (idp: IdpFixture, clientId: string, redirectUri: string) =>
  idp.authorizeUrl({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: redirectUri,
    state: 'p',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });

describe('redirect URI policy', () => {
  it('strict by default: another port is an error page; the registered URI itself is accepted', async () => {
    const refused = await follow(
      strict.sandbox,
      new Jar(),
      request(strict, 'demo-spa', otherPort(strict.redirectUri)),
    );
    expect(refused.kind === 'page' && refused.status).toBe(400);
    expect(refused.kind === 'page' && refused.body).toContain('invalid_redirect_uri');
    expect(
      (await follow(strict.sandbox, new Jar(), request(strict, 'demo-spa', strict.redirectUri))).kind,
    ).toBe('login');
  });

  it('anyLoopbackPort: the client so configured may use another port, the others may not', async () => {
    const elsewhere = otherPort(native.redirectUri);
    const back = redirected(await signIn(native.sandbox, new Jar(), request(native, 'demo-spa', elsewhere)));
    expect(back.origin + back.pathname).toBe(new URL(elsewhere).origin + '/callback');
    expect(answerOf(back).get('code')).toBeTruthy();
    const other = await follow(native.sandbox, new Jar(), request(native, 'demo-client', elsewhere));
    expect(other.kind === 'page' && other.status).toBe(400);
  });

  it('only the port is free: another path or host is still refused', async () => {
    const url = new URL(otherPort(native.redirectUri));
    url.pathname = '/elsewhere';
    const refused = await follow(native.sandbox, new Jar(), request(native, 'demo-spa', url.href));
    expect(refused.kind === 'page' && refused.status).toBe(400);
  });
});
