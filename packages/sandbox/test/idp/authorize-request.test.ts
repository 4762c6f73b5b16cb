import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withConsentForOfflineAccess, withFragmentByDefault } from '../../src/idp/authorize-request.js';
import { Jar, redirected, signIn, startIdp, type IdpFixture } from './browser-http.js';
import { answerOf } from './browser-http.js';

// Spec §2, §5.1: a refresh token is issued when offline_access is requested by a client that keeps a secret.

let idp: IdpFixture;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});

async function codeFlow(clientScope: string): Promise<Record<string, unknown>> {
  const url = idp.authorizeUrl({
    client_id: 'demo-client',
    response_type: 'code',
    scope: clientScope,
    state: 'st-offline',
  });
  const back = redirected(await signIn(idp.sandbox, new Jar(), url, 'alice'));
  const code = answerOf(back).get('code') ?? '';
  expect(code).not.toBe('');
  const { body } = await idp.token({
    grant_type: 'authorization_code',
    client_id: 'demo-client',
    client_secret: 'demo-secret',
    code,
    redirect_uri: idp.redirectUri,
  });
  return body;
}

describe('offline_access in the authorization code flow', () => {
  it('gives a refresh token when offline_access is asked for, without prompt=consent', async () => {
    const tokens = await codeFlow('openid profile offline_access resources_accounts_api');
    expect(typeof tokens.refresh_token).toBe('string');
    expect(tokens.expires_in).toBe(1800);
  });

  it('gives none without offline_access', async () => {
    const tokens = await codeFlow('openid profile resources_accounts_api');
    expect(tokens.access_token).toBeTypeOf('string');
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('adds consent to the prompt only when offline_access is asked for', () => {
    const base = '/auth/connect/authorize?client_id=c&scope=';
    expect(withConsentForOfflineAccess(`${base}openid+offline_access`)).toContain('prompt=consent');
    expect(withConsentForOfflineAccess(`${base}openid+offline_access&prompt=login`)).toContain(
      'prompt=login+consent',
    );
    expect(withConsentForOfflineAccess(`${base}openid`)).toBe(`${base}openid`);
    expect(withConsentForOfflineAccess(`${base}offline_access&prompt=none`)).toContain('prompt=none');
  });
});

describe('the response mode of the code flow', () => {
  it('is the fragment when none is asked for (spec §4.2), and what is asked for otherwise', async () => {
    const plain = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code',
      scope: 'openid',
      state: 's1',
    });
    const back = redirected(await signIn(idp.sandbox, new Jar(), plain, 'alice'));
    expect(back.search).toBe('');
    expect(answerOf(back).get('state')).toBe('s1');
    expect(answerOf(back).get('code')).not.toBeNull();

    const query = idp.authorizeUrl({
      client_id: 'demo-client',
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid',
      state: 's2',
    });
    const asked = redirected(await signIn(idp.sandbox, new Jar(), query, 'alice'));
    expect(asked.hash).toBe('');
    expect(asked.searchParams.get('state')).toBe('s2');
  });

  it('is added only to plain code requests without one', () => {
    const base = '/auth/connect/authorize?client_id=c';
    expect(withFragmentByDefault(`${base}&response_type=code`)).toContain('response_mode=fragment');
    expect(withFragmentByDefault(`${base}&response_type=code&response_mode=form_post`)).not.toContain(
      'fragment',
    );
    expect(withFragmentByDefault(`${base}&response_type=code+id_token`)).toBe(
      `${base}&response_type=code+id_token`,
    );
  });
});
