import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jar, follow, redirected, signIn, submitLogin } from './browser-http.js';
import { answerOf } from './browser-http.js';
import type { IdpFixture } from './browser-http.js';
import { startIdp } from './browser-http.js';

// Spec §4.2: prompt=login forces a login even if a session is active.

let idp: IdpFixture;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});

const request = (state: string, extra: Record<string, string> = {}) =>
  idp.authorizeUrl({
    client_id: 'demo-client',
    response_type: 'code',
    scope: 'openid profile resources_accounts_api',
    state,
    ...extra,
  });

async function subjectOf(code: string | null): Promise<unknown> {
  const tokens = await idp.token({
    grant_type: 'authorization_code',
    client_id: 'demo-client',
    client_secret: 'demo-secret',
    code: code ?? '',
    redirect_uri: idp.redirectUri,
  });
  expect(tokens.status).toBe(200);
  return (await idp.verifyIdToken(String(tokens.body.id_token), 'demo-client')).sub;
}

describe('prompt=login', () => {
  it('reuses the session without prompt and shows the login page again with prompt=login', async () => {
    const jar = new Jar();
    const first = redirected(await signIn(idp.sandbox, jar, request('first'), 'alice'));
    expect(answerOf(first).get('state')).toBe('first');
    const alice = await subjectOf(answerOf(first).get('code'));
    expect(jar.size).toBeGreaterThan(0);

    // Same browser, no prompt: straight back to the client, no login page.
    const second = await follow(idp.sandbox, jar, request('second'));
    expect(second.kind).toBe('redirect');
    const again = redirected(second);
    expect(answerOf(again).get('state')).toBe('second');
    expect(await subjectOf(answerOf(again).get('code'))).toBe(alice);

    // Same browser, prompt=login: the login page again, and whoever signs in now is the user.
    const forced = await follow(idp.sandbox, jar, request('third', { prompt: 'login' }));
    expect(forced.kind).toBe('login');
    const third = redirected(await submitLogin(idp.sandbox, jar, forced, 'bob'));
    expect(answerOf(third).get('state')).toBe('third');
    expect(await subjectOf(answerOf(third).get('code'))).not.toBe(alice);
  });

  it('needs the session cookies: a fresh browser gets the login page without prompt', async () => {
    const jar = new Jar();
    redirected(await signIn(idp.sandbox, jar, request('a'), 'alice'));
    expect((await follow(idp.sandbox, new Jar(), request('b'))).kind).toBe('login');
  });

  it('prompt=none is refused: the demo clients are native clients, which always need the user', async () => {
    const jar = new Jar();
    redirected(await signIn(idp.sandbox, jar, request('a'), 'alice'));
    const silent = redirected(await follow(idp.sandbox, jar, request('silent', { prompt: 'none' })));
    expect(answerOf(silent).get('error')).toBe('interaction_required');
    expect(answerOf(silent).get('state')).toBe('silent');
    expect(silent.searchParams.has('code')).toBe(false);
  });
});
